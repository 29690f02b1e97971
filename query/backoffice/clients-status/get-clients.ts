import { sql, type Kysely, type SqlBool } from 'kysely';
import { tableQueryOf, TABLE_TIME_ZONE, type TableAnswer, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import { clientsTable, defaultClientsRange } from '../../../contracts/backoffice/clients-status/clients-table';
import type { ClientRow } from '../../../contracts/backoffice/clients-status/calls';
import { tableColumn, tablePage, tableRows, type TableSource } from '../../core/data-table';
import { clientEmail, clientName } from './client-contact';

type Db = Kysely<Database>;
type SourceRow = Omit<ClientRow, 'startedAt'> & { startedAt: Date | string };

// A day's first moment in the product's home zone, and the next day's.
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${TABLE_TIME_ZONE}`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${TABLE_TIME_ZONE}`;

// A client with their contact details (the journey's own, else the account's) and their manager's name.
const clientsSource: TableSource<typeof clientsTable.filters, SourceRow> = {
  rows: (db) =>
    db
      .selectFrom('client_status as c')
      .innerJoin('user_account as a', 'a.id', 'c.user_id')
      .leftJoin('personal_journey as j', 'j.user_id', 'c.user_id')
      .leftJoin('user_account as m', 'm.id', 'c.cs_manager')
      .select([
        'c.user_id as _id',
        clientName.as('name'),
        clientEmail.as('email'),
        sql<string | null>`coalesce(j.phone, a.phone)`.as('phone'),
        'c.status as status',
        'c.plan as plan',
        sql<string | null>`case when m.id is null then null else trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')) end`.as('manager'),
        'c.cs_manager as managerId',
        'c.amount as amount',
        'c.started_at as startedAt',
        'c.signed_date as signedDate',
      ])
      .as('t'),
  filters: {
    from: (from) => sql<SqlBool>`${tableColumn('startedAt')} >= ${dayStart(from)}`,
    to: (to) => sql<SqlBool>`${tableColumn('startedAt')} < ${dayEnd(to)}`,
    status: (status) => sql<SqlBool>`${tableColumn('status')} = ${status}`,
    plan: (plan) => sql<SqlBool>`${tableColumn('plan')} = ${plan}`,
  },
};

const toClient = (r: SourceRow): ClientRow => ({ ...r, startedAt: new Date(r.startedAt).toISOString(), amount: r.amount === null ? null : Number(r.amount) });

type ClientsInput = TableInputOf<typeof clientsTable>;

// The range the screen opens with when the caller names none: one year back to two days ahead.
const withDefaultRange = (input: ClientsInput, today: string): ClientsInput => {
  const range = defaultClientsRange(today);
  const extraSearch = input.extraSearch ?? {};
  return { ...input, extraSearch: { ...extraSearch, from: extraSearch.from ?? range.from, to: extraSearch.to ?? range.to } };
};

export async function getClientsTable(db: Db, input: ClientsInput, today: string): Promise<TableAnswer<ClientRow>> {
  const page = await tablePage(db, clientsTable, clientsSource, tableQueryOf(clientsTable, withDefaultRange(input, today)));
  return { data: page.rows.map(toClient), cells: [...clientsTable.columns], count: page.count };
}

// Every client of the search, in the table's order, in chunks (the CSV file).
export async function* clientsTableRows(db: Db, input: ClientsInput, today: string): AsyncGenerator<ClientRow[]> {
  for await (const chunk of tableRows(db, clientsTable, clientsSource, tableQueryOf(clientsTable, withDefaultRange(input, today)))) yield chunk.map(toClient);
}
