import { sql } from 'kysely';
import { addPositionColumn, writtenBefore } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('recruiter_contact')
    .ifNotExists()
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('company', 'text')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// The recruiter contact list, one row per address.
export const recruiterContactsProjection = rowProjection({
  name: 'recruiter_contacts',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'recruiter_contact',
      key: ['email'],
      on: {
        RecruiterContactRemoved: ({ data }) => ({ remove: [data.email] }),
      },
    }),
  ],
  byHand: {
    // a CSV brings thousands of addresses: one statement; an address there already keeps what the
    // new row leaves empty
    RecruiterContactsAdded: async (db, event) => {
      await sql`INSERT INTO recruiter_contact (email, name, company, added_at, last_position)
        SELECT c.email, c.name, c.company, ${event.data.addedAt}::timestamptz, ${event.position}::numeric
        FROM jsonb_to_recordset(${JSON.stringify(event.data.contacts)}::jsonb) AS c(email text, name text, company text)
        ON CONFLICT (email) DO UPDATE SET name = coalesce(excluded.name, recruiter_contact.name), company = coalesce(excluded.company, recruiter_contact.company),
          last_position = excluded.last_position
        WHERE ${writtenBefore(sql.ref('excluded.last_position'), 'recruiter_contact')}`.execute(db);
    },
  },
});
