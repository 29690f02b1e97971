import { sql, type Kysely, type SqlBool } from 'kysely';
import { tableQueryOf, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import type { Report, ReportedObject } from '../../../contracts/marketplace/reports/report';
import { reportsTable } from '../../../contracts/marketplace/reports/reports-table';
import { tableColumn, tablePage, tableRows, type TableSource } from '../../core/data-table';

type ReportRow = Omit<Report, 'cd' | 'type' | 'reportsOfObject'> & { cd: Date | string; type: string; reportsOfObject: number | string };

const fullName = (alias: 'o' | 'r') => sql<string | null>`case when ${sql.ref(`${alias}.id`)} is null then null else trim(${sql.ref(`${alias}.first_name`)} || ' ' || coalesce(${sql.ref(`${alias}.last_name`)}, '')) end`;

// A report with what it is about as a person reads it: the job's title and company, the person's
// name, a review's company; its owner and its reporter by name.
export const reportsSource: TableSource<typeof reportsTable.filters, ReportRow> = {
  rows: (db) =>
    db
      .selectFrom('report as rp')
      .leftJoin('job as j', (join) => join.onRef('j.id', '=', 'rp.object_id').on('rp.type', '=', 'job'))
      .leftJoin('user_account as o', 'o.id', 'rp.object_owner_id')
      .leftJoin('user_account as r', 'r.id', 'rp.reporter_id')
      .select([
        'rp.id as _id',
        'rp.reported_at as cd',
        'rp.type as type',
        'rp.object_id as object',
        sql<string | null>`case rp.type when 'job' then j.title || ' · ' || j.company when 'profile' then ${fullName('o')} else rp.company end`.as('objectLabel'),
        'rp.object_owner_id as objectOwner',
        fullName('o').as('objectOwnerName'),
        'rp.reporter_id as reporter',
        fullName('r').as('reporterName'),
        'r.email as reporterEmail',
        'rp.reason as reason',
        'rp.text as text',
        'rp.company as company',
        sql<number>`(select count(*) from report same where same.object_id = rp.object_id and same.type = rp.type)`.as('reportsOfObject'),
      ])
      .as('t'),
  filters: { type: (type) => sql<SqlBool>`${tableColumn('type')} = ${type}` },
};

const toReport = (r: ReportRow): Report => ({ ...r, cd: new Date(r.cd).toISOString(), type: r.type as Report['type'], reportsOfObject: Number(r.reportsOfObject) });

type ReportsInput = TableInputOf<typeof reportsTable>;

export async function getReportsPage(db: Kysely<Database>, input: ReportsInput): Promise<{ data: Report[]; count: number }> {
  const page = await tablePage(db, reportsTable, reportsSource, tableQueryOf(reportsTable, input));
  return { data: page.rows.map(toReport), count: page.count };
}

export const reportsTableRows = async function* (db: Kysely<Database>, input: ReportsInput): AsyncGenerator<Report[]> {
  for await (const chunk of tableRows(db, reportsTable, reportsSource, tableQueryOf(reportsTable, input))) yield chunk.map(toReport);
};

// Everything a person reported: the Report button stays hidden on each.
export async function getMyReports(db: Kysely<Database>, reporterId: string): Promise<ReportedObject[]> {
  const rows = await db.selectFrom('report_by_reporter').select(['type', 'object_id']).where('reporter_id', '=', reporterId).orderBy('object_id').execute();
  return rows.map((r) => ({ type: r.type as ReportedObject['type'], objectId: r.object_id }));
}
