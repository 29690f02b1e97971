import { sql } from 'kysely';
import { occurrenceRoom } from '../../../contracts/backoffice/events/ids';
import { registrantOfRow } from '../../../contracts/backoffice/events/rows';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('event_occurrence')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_url', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('google_meet_link', 'text', (c) => c.notNull())
    .addColumn('limit_places', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('event_registrant')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('occurrence_id', 'text', (c) => c.notNull())
    .addColumn('event_url', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('waiting', 'boolean', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('check_in', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// An occurrence's people in the order they came to their list (the waitlist's order); an erased
// account's registrations found by email.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS event_registrant_occurrence_idx ON event_registrant (occurrence_id, placed_at, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS event_registrant_email_idx ON event_registrant (email)`.execute(db);
};

const person = (data: { registrantId: string; occurrenceId: string; eventUrl: string; code: string; email: string; firstName: string; lastName: string; phone: string }, at: string, waiting: boolean) => ({
  id: data.registrantId,
  occurrence_id: data.occurrenceId,
  event_url: data.eventUrl,
  code: data.code,
  email: data.email.toLowerCase(),
  first_name: data.firstName,
  last_name: data.lastName,
  phone: data.phone,
  status: 'A',
  waiting,
  cancel_reason: null,
  check_in: false,
  created_at: at,
  placed_at: at,
});

// The occurrences staff edited, and every registrant (registered, waiting, cancelled) with their check-in.
export const eventProjection = rowProjection({
  name: 'event',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'event_occurrence',
      key: ['id'],
      on: {
        EventOccurrenceEdited: ({ data }) => ({
          upsert: { id: data.occurrenceId, event_url: data.eventUrl, host: data.host, google_meet_link: data.googleMeetLink, limit_places: data.limit, status: data.status, edited_at: data.editedAt },
        }),
      },
    }),
    rowTable({
      table: 'event_registrant',
      key: ['id'],
      on: {
        EventRegistered: ({ data }) => ({ upsert: person(data, data.registeredAt, false) }),
        EventWaitlistJoined: ({ data }) => ({ upsert: person(data, data.joinedAt, true) }),
        // the promoted take their place in the registered list's order as of now
        EventWaitlistPromoted: ({ data }) => ({ patch: [data.registrantId], set: { waiting: false, placed_at: data.promotedAt } }),
        EventRegistrationCancelled: ({ data }) => ({ patch: [data.registrantId], set: { status: 'D', cancel_reason: data.cancelReason, check_in: false } }),
        EventCheckInChanged: ({ data }) => ({ patch: [data.registrantId], set: { check_in: data.checkIn } }),
        EventEveryoneCheckedOut: ({ data }) => data.registrantIds.map((id) => ({ patch: [id], set: { check_in: false } })),
      },
      // the staff who have the occurrence open see each registrant as they are now
      push: (written, live) => {
        for (const { event, row } of written)
          live.publish(occurrenceRoom(row.occurrence_id), 'events.registrant.changed', { occurrenceId: row.occurrence_id, registrant: registrantOfRow(row), position: event.position });
      },
    }),
  ],
});
