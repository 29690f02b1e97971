import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { LEAD_PROJECTION, LEAD_SEARCHED_TOGETHER } from '../../../contracts/backoffice/leads/tables';
import { createJoinedSearchIndex, createSearchIndexes } from '../../core/text-search-index';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('lead')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('international_phone', 'text', (c) => c.notNull())
    .addColumn('communication_channel', 'text', (c) => c.notNull())
    .addColumn('cs_manager', 'text')
    .addColumn('relevant', 'text', (c) => c.notNull())
    .addColumn('is_knew_about_service', 'boolean', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('is_follow_up_needed', 'boolean', (c) => c.notNull())
    .addColumn('follow_up_reminder_date', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('contacted_us', 'boolean', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text')
    .$call(addPositionColumn)
    .execute();
};

// The table's orders as the data-table query writes them (empty values last, then the id): the
// newest first by default, and the soonest follow-up first; and the reminders due (the hourly task).
// Matching the ORDER BY lets a page and each chunk of the CSV file read in index order, not sort.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS lead_date_idx ON lead (date DESC NULLS LAST, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS lead_next_follow_up_idx ON lead (follow_up_reminder_date ASC NULLS LAST, id ASC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS lead_follow_up_idx ON lead (follow_up_reminder_date) WHERE is_follow_up_needed`.execute(db);
  // the search: each searchable column by its trigrams, the manager by id
  await createSearchIndexes(db, 'lead', LEAD_SEARCHED_TOGETHER.map(([, column]) => column));
  // and all of them as one text, as a search over every one of them reads them (query/core/data-table)
  await createJoinedSearchIndex(db, 'lead', LEAD_SEARCHED_TOGETHER.map(([, column]) => column));
  // a manager's leads in a date range, counted from the index alone (query/core/data-table: the count
  // of a search that finds a manager by name reads their leads apart from the text's)
  await sql`CREATE INDEX IF NOT EXISTS lead_cs_manager_date_idx ON lead (cs_manager, date)`.execute(db);
};

type Saved = DecodedEvent<'LeadAdded'> | DecodedEvent<'LeadEdited'>;

const rowOf = (event: Saved): Omit<RowOf<'lead'>, 'questionnaire_id'> => {
  const f = event.data.fields;
  return {
    id: event.data.leadId,
    date: f.date,
    email: f.email,
    name: f.name,
    phone: f.phone,
    international_phone: f.internationalPhone,
    communication_channel: f.communicationChannel,
    cs_manager: f.csManager,
    relevant: f.relevant,
    is_knew_about_service: f.isKnewAboutService,
    summary: f.summary,
    is_follow_up_needed: f.isFollowUpNeeded,
    follow_up_reminder_date: f.followUpReminderDate,
    status: f.status,
    contacted_us: f.contactedUs,
  };
};

// The leads staff see at /leads, one row each until it is deleted.
export const leadProjection = rowProjection({
  name: LEAD_PROJECTION,
  version: 3,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'lead',
      key: ['id'],
      on: {
        LeadAdded: (event) => ({ upsert: { ...rowOf(event), questionnaire_id: event.data.questionnaireId } }),
        // an edit keeps the questionnaire the lead came from
        LeadEdited: (event) => {
          const { id, ...set } = rowOf(event);
          return { patch: [id], set };
        },
        LeadDeleted: ({ data }) => ({ remove: [data.leadId] }),
      },
    }),
  ],
});
