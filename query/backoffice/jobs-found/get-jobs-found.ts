import type { Kysely } from 'kysely';
import { tableQueryOf, type TableAnswer, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import { jobsFoundTable } from '../../../contracts/backoffice/jobs-found/jobs-table';
import type { FoundJob } from '../../../contracts/backoffice/jobs-found/calls';
import { tablePage, tableRows, type TableSource } from '../../core/data-table';
import { clientEmail, clientName } from '../clients-status/client-contact';

type Db = Kysely<Database>;
type SourceRow = Omit<FoundJob, 'salary' | 'foundAt'> & { salary: number | null; salaryCurrency: string; salaryFrequency: string; foundAt: Date | string };

// A job found with its client's name and email (the journey's own, else the account's).
const jobsSource: TableSource<typeof jobsFoundTable.filters, SourceRow> = {
  rows: (db) =>
    db
      .selectFrom('job_found as f')
      .innerJoin('user_account as a', 'a.id', 'f.user_id')
      .leftJoin('personal_journey as j', 'j.user_id', 'f.user_id')
      .select([
        'f.job_id as _id',
        'f.user_id as userId',
        clientName.as('clientName'),
        clientEmail.as('clientEmail'),
        'f.company as company',
        'f.title as title',
        'f.seniority as seniority',
        'f.salary as salary',
        'f.salary_currency as salaryCurrency',
        'f.salary_frequency as salaryFrequency',
        'f.start_date as startDate',
        'f.type as type',
        'f.signed as signed',
        'f.found_at as foundAt',
      ])
      .as('t'),
  filters: {},
};

const toJob = ({ salary, salaryCurrency, salaryFrequency, foundAt, ...r }: SourceRow): FoundJob => ({
  ...r,
  salary: salary === null ? null : { value: Number(salary), currency: salaryCurrency, frequency: salaryFrequency },
  foundAt: new Date(foundAt).toISOString(),
});

type JobsInput = TableInputOf<typeof jobsFoundTable>;

export async function getJobsFound(db: Db, input: JobsInput): Promise<TableAnswer<FoundJob>> {
  const page = await tablePage(db, jobsFoundTable, jobsSource, tableQueryOf(jobsFoundTable, input));
  return { data: page.rows.map(toJob), cells: [...jobsFoundTable.columns], count: page.count };
}

export async function* jobsFoundRows(db: Db, input: JobsInput): AsyncGenerator<FoundJob[]> {
  for await (const chunk of tableRows(db, jobsFoundTable, jobsSource, tableQueryOf(jobsFoundTable, input))) yield chunk.map(toJob);
}
