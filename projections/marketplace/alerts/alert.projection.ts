import { sql } from 'kysely';
import { alertSearchKey, DEFAULT_MAIL_PREFERENCES } from '../../../contracts/marketplace/alerts/alert';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('alert')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text')
    .addColumn('histogram_type', 'text', (c) => c.notNull())
    .addColumn('query_string', 'text', (c) => c.notNull())
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('location_name', 'text')
    .addColumn('location_country', 'text')
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('approved', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('mail_preference')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('alerts', 'boolean', (c) => c.notNull())
    .addColumn('digests', 'boolean', (c) => c.notNull())
    .addColumn('news', 'boolean', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// An account's alerts (its page, newest first), and the senders' walk: approved alerts of one
// frequency in id order, a batch at a time.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS alert_user_idx ON alert (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS alert_send_idx ON alert (frequency, id) WHERE approved`.execute(db);
};

// The alerts people keep (/notifications) and the kinds of mail each account wants.
export const alertProjection = rowProjection({
  name: 'alert',
  version: 2,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'alert',
      key: ['id'],
      json: ['filters'],
      on: {
        AlertAdded: ({ data }) => {
          const { location, queryString, ...filters } = data.query;
          return {
            upsert: {
              id: data.alertId,
              user_id: data.userId,
              email: data.email,
              histogram_type: data.histogramType,
              query_string: queryString ?? '',
              location_lat: location?.lat ?? null,
              location_lng: location?.lng ?? null,
              location_name: location?.text ?? null,
              location_country: location?.country ?? null,
              filters,
              url: data.url,
              search_key: alertSearchKey(data.histogramType, data.query),
              frequency: data.frequency,
              language: data.language,
              approved: data.approved,
              created_at: data.addedAt,
            },
          };
        },
        AlertApproved: ({ data }) => ({ patch: [data.alertId], set: { approved: true } }),
        AlertFrequencySet: ({ data }) => ({ patch: [data.alertId], set: { frequency: data.frequency } }),
        AlertRemoved: ({ data }) => ({ remove: [data.alertId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'mail_preference',
      key: ['user_id'],
      on: {
        // an account made in a language starts with its mail in it; its other preferences as by default
        UserRegistered: ({ data }) =>
          data.language === 'he' ? { upsert: { user_id: data.userId, ...DEFAULT_MAIL_PREFERENCES, language: 'he' } } : null,
        MailPreferencesSet: ({ data }) => ({
          upsert: { user_id: data.userId, alerts: data.alerts, digests: data.digests, news: data.news, language: data.language === 'he' ? 'he' : 'en' },
        }),
        AccountDeleted: ({ data }) => ({ remove: [data.userId] }),
      },
    }),
  ],
});
