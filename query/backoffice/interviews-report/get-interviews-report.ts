import { sql, type Kysely, type SqlBool } from 'kysely';
import { tableQueryOf, type TableAnswer, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import type { StoredSummaryEntry } from '../../../contracts/coaching/tracker/tables';
import { defaultInterviewsFrom, interviewsReportTable } from '../../../contracts/backoffice/interviews-report/report-table';
import type { ReportInterview } from '../../../contracts/backoffice/interviews-report/calls';
import { clientEmail, clientName } from '../clients-status/client-contact';
import { filteredRows, tableColumn, tablePage, tableRows, type TableSource } from '../../core/data-table';

type Db = Kysely<Database>;
type SourceRow = Omit<ReportInterview, 'clientSummary' | 'managerSummary'> & { clientSummary: StoredSummaryEntry[] | string; managerSummary: StoredSummaryEntry[] | string; interviewDay: string };

// The texts of a summary list, oldest first.
const notes = (column: string) => sql<string>`coalesce((select string_agg(e.value->>'content', ' | ' order by e.ordinality) from jsonb_array_elements(${sql.ref(column)}) with ordinality as e), '')`;

// An interview with its client's name and email (the journey's own, else the account's).
const reportSource: TableSource<typeof interviewsReportTable.filters, SourceRow> = {
  rows: (db) =>
    db
      .selectFrom('interview_report as r')
      .innerJoin('user_account as a', 'a.id', 'r.user_id')
      .leftJoin('personal_journey as j', 'j.user_id', 'r.user_id')
      .select([
        'r.interview_id as _id',
        'r.user_id as userId',
        clientName.as('clientName'),
        clientEmail.as('clientEmail'),
        'r.company as company',
        'r.company_url as companyUrl',
        'r.title as title',
        'r.location as location',
        'r.status as status',
        'r.type as type',
        'r.interview_date as interviewDate',
        'r.interview_day as interviewDay',
        'r.position as position',
        'r.interviewer_name as interviewerName',
        'r.interviewer_email as interviewerEmail',
        'r.interviewer_phone as interviewerPhone',
        'r.seniority_level as seniorityLevel',
        'r.contact as contact',
        'r.feedback as feedback',
        'r.review_free_text as reviewFreeText',
        'r.cs_comment as csComment',
        notes('r.client_summary').as('clientNotes'),
        notes('r.manager_summary').as('managerNotes'),
        'r.client_summary as clientSummary',
        'r.manager_summary as managerSummary',
      ])
      .as('t'),
  filters: {
    from: (from) => sql<SqlBool>`${tableColumn('interviewDay')} >= ${from}`,
    to: (to) => sql<SqlBool>`${tableColumn('interviewDay')} <= ${to}`,
  },
};

type ReportInput = TableInputOf<typeof interviewsReportTable>;

// The report opens one year back with no end; a caller naming no start gets the same.
const withDefaultFrom = (input: ReportInput, today: string): ReportInput => ({ ...input, extraSearch: { ...input.extraSearch, from: input.extraSearch?.from ?? defaultInterviewsFrom(today) } });

const entries = (value: StoredSummaryEntry[] | string): StoredSummaryEntry[] => (typeof value === 'string' ? (JSON.parse(value) as StoredSummaryEntry[]) : value);

// Summaries name their authors by the accounts' names as they read now ('' for an erased one).
async function withAuthors(db: Db, rows: readonly SourceRow[]): Promise<ReportInterview[]> {
  const parsed = rows.map(({ interviewDay: _day, ...r }) => ({ ...r, clientSummary: entries(r.clientSummary), managerSummary: entries(r.managerSummary) }));
  const ids = [...new Set(parsed.flatMap((r) => [...r.clientSummary, ...r.managerSummary].map((e) => e.by)).filter(Boolean))];
  const people = ids.length ? await db.selectFrom('user_account').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute() : [];
  const names = new Map(people.map((p) => [p.id, `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim()]));
  const named = (list: StoredSummaryEntry[]) => list.map((e) => ({ ...e, by: names.get(e.by) ?? '' }));
  return parsed.map((r) => ({ ...r, clientSummary: named(r.clientSummary), managerSummary: named(r.managerSummary) }));
}

export async function getInterviewsReport(db: Db, input: ReportInput, today: string): Promise<TableAnswer<ReportInterview>> {
  const page = await tablePage(db, interviewsReportTable, reportSource, tableQueryOf(interviewsReportTable, withDefaultFrom(input, today)));
  return { data: await withAuthors(db, page.rows), cells: [...interviewsReportTable.columns], count: page.count };
}

export async function* interviewsReportRows(db: Db, input: ReportInput, today: string): AsyncGenerator<ReportInterview[]> {
  for await (const chunk of tableRows(db, interviewsReportTable, reportSource, tableQueryOf(interviewsReportTable, withDefaultFrom(input, today)))) yield withAuthors(db, chunk);
}

const WEEK = 7 * 86_400_000;

// How many interviews of the search fall in each week (named by its Sunday), oldest first, the
// weeks between without any answered with 0.
export async function getInterviewsReportStats(db: Db, input: ReportInput, today: string): Promise<{ data: { _id: string; total: number }[] }> {
  const query = tableQueryOf(interviewsReportTable, withDefaultFrom(input, today));
  const week = sql<string>`to_char(cast(${tableColumn('interviewDay')} as date) - cast(extract(dow from cast(${tableColumn('interviewDay')} as date)) as integer), 'YYYY-MM-DD')`;
  const rows = await filteredRows(db, interviewsReportTable, reportSource, query)
    .select([week.as('week'), sql<number>`count(*)::int`.as('total')])
    .groupBy(week)
    .orderBy(week)
    .execute();
  const totals = new Map(rows.map((r) => [r.week, r.total]));
  const first = rows[0]?.week;
  const last = rows.at(-1)?.week;
  if (!first || !last) return { data: [] };
  const data: { _id: string; total: number }[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += WEEK) {
    const id = new Date(at).toISOString().slice(0, 10);
    data.push({ _id: id, total: totals.get(id) ?? 0 });
  }
  return { data };
}
