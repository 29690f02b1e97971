import { actorOf } from '../../../contracts/core/event-store';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('html_template')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('active_version', 'integer')
    .addColumn('active_fields', 'jsonb')
    .addColumn('sent_test', 'boolean', (c) => c.notNull())
    .addColumn('clicked_ready', 'boolean', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('html_template_version')
    .ifNotExists()
    // {templateId}@{version}: a text key, as the batch form writes keys
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('saved_by', 'text')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// The templates staff saved (a product mail never saved is its file alone) with the version mail
// goes out from, and every version to restore.
export const htmlTemplateProjection = rowProjection({
  name: 'html_template',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'html_template',
      key: ['id'],
      json: ['fields', 'active_fields'],
      on: {
        HtmlTemplateSaved: ({ data, metadata }) => {
          const latest = { version: data.version, fields: data.fields, sent_test: false, clicked_ready: false, updated_by: actorOf(metadata), updated_at: data.savedAt };
          return { upsert: { id: data.templateId, kind: data.kind, name: data.name, language: data.language, active_version: null, active_fields: null, ...latest }, set: latest };
        },
        // the version activated is always the latest (the decider's rule), whose fields the row holds
        HtmlTemplateActivated: ({ data }) => ({ change: [data.templateId], evolve: (row) => (row ? { ...row, active_version: data.version, active_fields: row.fields } : null) }),
        HtmlTemplateDeactivated: ({ data }) => ({ patch: [data.templateId], set: { active_version: null, active_fields: null } }),
        HtmlTemplateReset: ({ data, metadata }) => ({ patch: [data.templateId], set: { active_version: null, active_fields: null, updated_by: actorOf(metadata), updated_at: data.resetAt } }),
        HtmlTemplateTestSent: ({ data }) => ({ change: [data.templateId], evolve: (row) => (row ? { ...row, sent_test: row.sent_test || row.version === data.version } : null) }),
        HtmlTemplateReadySent: ({ data }) => ({ change: [data.templateId], evolve: (row) => (row ? { ...row, clicked_ready: row.clicked_ready || row.version === data.version } : null) }),
      },
    }),
    rowTable({
      table: 'html_template_version',
      key: ['id'],
      json: ['fields'],
      on: {
        HtmlTemplateSaved: ({ data, metadata }) => ({
          insert: { id: `${data.templateId}@${data.version}`, template_id: data.templateId, version: data.version, fields: data.fields, restored_from: data.restoredFrom, saved_by: actorOf(metadata), saved_at: data.savedAt },
        }),
      },
    }),
  ],
});
