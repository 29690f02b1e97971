import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import type { PublishGridChangedMessage } from '../../../contracts/coaching/publish-grid/live';
import type { PublicationProgressedMessage } from '../../../contracts/coaching/publication/live';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { Written } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('publish_cell')
    .ifNotExists()
    .addColumn('cell_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cycle_id', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('emails_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emails_excluded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emails_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_error', 'text')
    .addColumn('running_time', 'timestamptz')
    .addColumn('removed', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('publish_global')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('publish_on', 'boolean', (c) => c.notNull())
    .addColumn('send_newsletters_on', 'boolean', (c) => c.notNull())
    .addColumn('emails_to_send_test', 'jsonb', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('publish_cell_user_idx').ifNotExists().on('publish_cell').columns(['user_id']).execute();
};

const what = (event: DecodedEvent): PublishGridChangedMessage['what'] | null => {
  switch (event.type) {
    case 'PublishCellPlaced':
    case 'PublishCellRemoved':
      return 'cell';
    case 'PartStarted':
      return 'partStarted';
    case 'PartSent':
      return (event.data as { failed: number; error: string | null }).failed > 0 || (event.data as { error: string | null }).error !== null ? 'partFailed' : 'partSent';
    case 'PublishGlobalsUpdated':
      return 'globals';
    default:
      return null;
  }
};

// What the grid and the publisher do to a client's publication that no call about the client
// answers (the calls about the client tell their answers themselves: publishing.changed).
const progressed = (kind: PublishGridChangedMessage['what']): PublicationProgressedMessage['what'] | null =>
  kind === 'cell' || kind === 'partStarted' || kind === 'partSent' || kind === 'partFailed' ? kind : null;

// Every staff member watching the grid hears of each change to it (room staff:publish-grid), once:
// from the one table each event is told from (the cells, the globals; a client's publication is
// told by its own projection); the client's room hears of the parts placed, started and sent.
const pushToGrid = (written: readonly Written<object>[], live: LiveOutbox) => {
  for (const { event } of written) {
    const kind = what(event);
    if (!kind) continue;
    const data = event.data as { userId?: string; cellId?: string };
    live.publish(liveRooms.publishGrid, 'publishGrid.changed', { what: kind, userId: data.userId ?? null, cellId: data.cellId ?? null, position: event.position });
    const toClient = progressed(kind);
    if (toClient && data.userId) live.publish(liveRooms.journey(data.userId), 'publication.progressed', { userId: data.userId, what: toClient, position: event.position });
  }
};

// The publish grid: the cells of the clients' parts (placed and taken off here, started and sent by
// the publisher, the publication's events) and the globals with the test addresses.
export const publishGridProjection = rowProjection({
  name: 'publish_grid',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'publish_cell',
      key: ['cell_id'],
      on: {
        PublishCellPlaced: ({ data }) => ({
          insert: {
            cell_id: data.cellId, user_id: data.userId, cycle_id: data.cycleId, part: data.part, publish_time: data.publishTime, run_at: data.runAt, status: 'READY',
            emails_sent: 0, emails_excluded: 0, emails_failed: 0, publish_error: null, running_time: null, removed: false,
          },
        }),
        PublishCellRemoved: ({ data }) => ({ patch: [data.cellId], set: { removed: true } }),
        PartStarted: ({ data }) => ({ patch: [data.cellId], set: { status: 'publishing', running_time: data.startedAt } }),
        PartSent: ({ data }) => ({
          patch: [data.cellId],
          set: { status: data.failed || data.error !== null ? 'publishfailed' : 'published', emails_sent: data.sent, emails_excluded: data.excluded, emails_failed: data.failed, publish_error: data.error },
        }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
      push: pushToGrid,
    }),
    rowTable({
      table: 'publish_global',
      key: ['id'],
      json: ['emails_to_send_test'],
      on: {
        PublishGlobalsUpdated: ({ data }) => ({
          change: ['globals'],
          evolve: (row) => {
            const was = row ?? { id: 'globals', publish_on: true, send_newsletters_on: false, emails_to_send_test: [] };
            return { ...was, publish_on: data.publishOn ?? was.publish_on, send_newsletters_on: data.sendNewslettersOn ?? was.send_newsletters_on };
          },
        }),
        PublishTestAddressesSet: ({ data }) => ({
          change: ['globals'],
          evolve: (row) => ({ ...(row ?? { id: 'globals', publish_on: true, send_newsletters_on: false }), emails_to_send_test: data.emailsToSendTest }),
        }),
      },
      push: pushToGrid,
    }),
  ],
});
