import { actorOf } from '../../../contracts/core/event-store';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('push_history')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('query', 'jsonb', (c) => c.notNull())
    .addColumn('registered_users', 'jsonb', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('by', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('push_history_position_idx').ifNotExists().on('push_history').column('last_position desc').execute();
};

// The push screen's history: the pushes sent (not the tests) and kept, until removed.
export const pushHistoryProjection = rowProjection({
  name: 'push_history',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'push_history',
      key: ['id'],
      json: ['query', 'registered_users'],
      on: {
        PushNotificationSent: ({ data, metadata }) =>
          data.test
            ? null
            : {
                insert: { id: data.pushId, title: data.messageTitle, message: data.message, query: data.query, registered_users: data.registeredUsers, recipients: data.recipients.length, status: 'sent', by: actorOf(metadata), at: data.sentAt },
              },
        PushNotificationSaved: ({ data, metadata }) => ({
          insert: { id: data.pushId, title: data.messageTitle, message: data.message, query: data.query, registered_users: data.registeredUsers, recipients: 0, status: 'saved', by: actorOf(metadata), at: data.savedAt },
        }),
        PushHistoryEntryRemoved: ({ data }) => ({ remove: [data.pushId] }),
      },
    }),
  ],
});
