import { sql, type Kysely } from 'kysely';
import { tableQueryOf, type TableAnswer, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import { recruiterContactsTable } from '../../../contracts/coaching/recruiter-contacts/contacts-table';
import type { RecruiterContact } from '../../../contracts/coaching/recruiter-contacts/recruiter-contacts';
import { tablePage, type TableSource } from '../../core/data-table';

type Db = Kysely<Database>;

const contactsSource: TableSource<typeof recruiterContactsTable.filters, Row> = {
  rows: (db) => db.selectFrom('recruiter_contact').select(['email', 'name', 'company', 'added_at as addedAt']).as('t'),
  filters: {},
};
type Row = { email: string; name: string | null; company: string | null; addedAt: Date | string };

export async function getRecruiterContactsTable(db: Db, input: TableInputOf<typeof recruiterContactsTable>): Promise<TableAnswer<RecruiterContact>> {
  const page = await tablePage(db, recruiterContactsTable, contactsSource, tableQueryOf(recruiterContactsTable, input));
  return { data: (page.rows as Row[]).map((r) => ({ ...r, addedAt: new Date(r.addedAt).toISOString() })), cells: [...recruiterContactsTable.columns], count: page.count };
}

export async function recruiterContactCount(db: Db): Promise<number> {
  return (await db.selectFrom('recruiter_contact').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

// Every address on the list, in a stable order (the publisher's recipients).
export async function recruiterAddresses(db: Db): Promise<string[]> {
  return (await db.selectFrom('recruiter_contact').select('email').orderBy('email').execute()).map((r) => r.email);
}
