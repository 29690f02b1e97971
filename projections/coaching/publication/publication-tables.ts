import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';

export const createPublicationTables = async (db: Db) => {
  await db.schema
    .createTable('publication')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('publish_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_test_id', 'text')
    .addColumn('test_sent_at', 'timestamptz')
    .addColumn('is_need_test', 'boolean')
    .addColumn('is_publish', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('begin_publish', 'text')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('data_taken_at', 'timestamptz')
    .addColumn('decline_reason', 'text')
    .addColumn('auto_put_on_publish_list', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cover_letter_id', 'text')
    .addColumn('resume_id', 'text')
    .addColumn('exclude_list', 'jsonb', (c) => c.notNull())
    .addColumn('active_cycle', 'text')
    .addColumn('number_of_cycles', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('publish_cycle')
    .ifNotExists()
    .addColumn('cycle_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('publish_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_sent', 'timestamptz')
    .addColumn('parts', 'jsonb', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

export const createPublicationIndexes = async (db: Db) => {
  await db.schema.createIndex('publish_cycle_user_idx').ifNotExists().on('publish_cycle').columns(['user_id', 'cycle']).execute();
  await db.schema.createIndex('publication_publish_idx').ifNotExists().on('publication').columns(['publish_id']).execute();
};
