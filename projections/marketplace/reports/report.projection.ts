import { sql } from 'kysely';
import { liveRooms } from '../../../contracts/live';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import type { DecodedEvent } from '../../../contracts/events';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('report')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('object_owner_id', 'text')
    .addColumn('company', 'text')
    .addColumn('reporter_id', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('report_by_reporter')
    .ifNotExists()
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_by_reporter_pk', ['reporter_id', 'type', 'object_id'])
    .$call(addPositionColumn)
    .execute();
};

// The table's default order; the sweeps over an object and an owner.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS report_date_idx ON report (reported_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS report_object_idx ON report (object_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS report_owner_idx ON report (object_owner_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS report_by_reporter_object_idx ON report_by_reporter (object_id)`.execute(db);
};

// an open /reports reads its page again when a report comes, or when one is handled (by this admin
// or another): a removal writes no row, so the handled report's event says so itself
const publishChanged = (position: DecodedEvent['position'], live: LiveOutbox) => live.publish(liveRooms.admin, 'reports.changed', { position }, 'reports');
const handled = async (_db: Db, event: DecodedEvent, live: LiveOutbox) => publishChanged(event.position, live);

// The reports waiting for an admin (/reports). Handling one closes every report of the same object
// once the object is deleted; a deleted account takes the reports of it and of its jobs, and its own
// words in the reports it made.
export const reportProjection = rowProjection({
  name: 'report',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'report',
      key: ['id'],
      on: {
        ObjectReported: ({ data }) => ({
          upsert: {
            id: data.reportId,
            type: data.type,
            object_id: data.objectId,
            object_owner_id: data.objectOwnerId,
            company: data.company,
            reporter_id: data.reporterId,
            reason: data.reason,
            text: data.text,
            reported_at: data.reportedAt,
          },
        }),
        ReportIgnored: ({ data }) => ({ remove: [data.reportId] }),
        ReportedUserDeleted: ({ data }) => ({ eraseWhere: [{ id: data.reportId }, { object_id: data.deletedUserId, type: 'profile' }, { object_owner_id: data.deletedUserId }] }),
        ReportedJobDeleted: ({ data }) => ({ eraseWhere: [{ id: data.reportId }, { object_id: data.jobId, type: 'job' }] }),
        ReportedObjectDeleted: ({ data }) => ({ eraseWhere: [{ id: data.reportId }, { object_id: data.objectId, type: data.type }] }),
        // a job its owner deleted has nothing left to handle
        JobStatusChanged: ({ data }) => (data.status === 'D' ? { eraseWhere: { object_id: data.jobId, type: 'job' } } : null),
        AccountDeleted: ({ data }) => [
          { eraseWhere: [{ object_owner_id: data.userId }, { object_id: data.userId, type: 'profile' }] },
          { patchWhere: { reporter_id: data.userId }, set: { reporter_id: null, text: null } },
        ],
      },
      push: (written, live) => {
        const last = written[written.length - 1];
        if (last) publishChanged(last.event.position, live);
      },
    }),
    rowTable({
      table: 'report_by_reporter',
      key: ['reporter_id', 'type', 'object_id'],
      on: {
        ObjectReported: ({ data }) => ({ insert: { reporter_id: data.reporterId, type: data.type, object_id: data.objectId } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ reporter_id: data.userId }, { object_id: data.userId, type: 'profile' }] }),
      },
    }),
  ],
  byHand: { ReportIgnored: handled, ReportedUserDeleted: handled, ReportedJobDeleted: handled, ReportedObjectDeleted: handled },
});
