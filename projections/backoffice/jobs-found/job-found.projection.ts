import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';
import type { TalentJobFields } from '../../../contracts/coaching/offers/events';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('job_found')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('seniority', 'text')
    .addColumn('salary', 'float8')
    .addColumn('salary_currency', 'text', (c) => c.notNull())
    .addColumn('salary_frequency', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('signed', 'boolean', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_found_pk', ['user_id', 'job_id'])
    .$call(addPositionColumn)
    .execute();
};

// the table's default order: the newest found first
const createIndexes = async (db: Db) => {
  await db.schema.createIndex('job_found_found_idx').ifNotExists().on('job_found').columns(['found_at desc', 'job_id desc']).execute();
};

type FoundRow = RowOf<'job_found'>;

// A job held before the service is no job found.
const BEFORE_SERVICE = 'Before Service';

const jobColumns = (job: TalentJobFields) => ({
  company: job.company,
  title: job.title,
  seniority: job.seniority,
  salary: job.salary,
  salary_currency: job.salaryCurrency,
  salary_frequency: job.salaryFrequency,
  start_date: job.dateStart,
  type: job.type,
});

const found = (userId: string, jobId: string, job: TalentJobFields, at: string, signed: boolean): FoundRow => ({ user_id: userId, job_id: jobId, ...jobColumns(job), signed, found_at: at });

// The jobs the clients found while the service ran, from the jobs-and-offers events: an offer
// signed (its job, the offer's final salary), or a job recorded as found after the service started
// or under the safety net. A job edited into one held before the service leaves the table.
export const jobFoundProjection = rowProjection({
  name: 'job_found',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'job_found',
      key: ['user_id', 'job_id'],
      on: {
        TalentOfferSigned: ({ data }) => ({ upsert: { ...found(data.userId, data.jobId, data.job, data.signedAt, true), start_date: data.startDate } }),
        TalentJobAdded: ({ data }) => (data.job.type === BEFORE_SERVICE ? null : { insert: found(data.userId, data.jobId, data.job, data.addedAt, false) }),
        TalentJobEdited: ({ data }) =>
          data.job.type === BEFORE_SERVICE
            ? { remove: [data.userId, data.jobId] }
            : { change: [data.userId, data.jobId], evolve: (row) => (row ? { ...row, ...jobColumns(data.job), start_date: data.job.dateStart ?? row.start_date } : found(data.userId, data.jobId, data.job, data.editedAt, false)) },
        TalentJobDeleted: ({ data }) => ({ remove: [data.userId, data.jobId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
