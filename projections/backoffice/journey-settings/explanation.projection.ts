import { actorOf } from '../../../contracts/core/history';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('explanation')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text_before_image', 'text', (c) => c.notNull())
    .addColumn('text_after_image', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text')
    .addColumn('order_index', 'integer', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('step_explanation')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('explanation_type_order').ifNotExists().on('explanation').columns(['type', 'order_index']).execute();
};

// The explanations of each step as clients read them, and the steps' own texts someone rewrote.
export const explanationProjection = rowProjection({
  name: 'explanation',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'explanation',
      key: ['id'],
      on: {
        // a rewrite keeps the image
        ExplanationSaved: ({ data }) => ({
          upsert: { id: data.id, type: data.type, title: data.title, text_before_image: data.textBeforeImage, text_after_image: data.textAfterImage, upload_id: null, order_index: data.order },
          set: { title: data.title, text_before_image: data.textBeforeImage, text_after_image: data.textAfterImage, order_index: data.order },
        }),
        ExplanationsSwapped: ({ data }) => [
          { patch: [data.first.id], set: { order_index: data.first.order } },
          { patch: [data.second.id], set: { order_index: data.second.order } },
        ],
        ExplanationImageSet: ({ data }) => ({ patch: [data.id], set: { upload_id: data.uploadId } }),
      },
    }),
    rowTable({
      table: 'step_explanation',
      key: ['name'],
      on: {
        StepExplanationChanged: (event) => ({ upsert: { name: event.data.name, value: event.data.to, changed_by: actorOf(event.metadata), changed_at: event.data.changedAt } }),
      },
    }),
  ],
});
