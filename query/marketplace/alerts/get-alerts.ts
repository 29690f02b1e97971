import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Alert } from '../../../contracts/marketplace/alerts/alert';
import type { AlertTable } from '../../../contracts/marketplace/alerts/tables';

export type AlertRow = Selectable<AlertTable>;
type Filters = Alert['filters'];

const filtersOf = (value: unknown): Filters => (value && typeof value === 'object' ? (value as Filters) : {});

export const toAlert = (row: AlertRow, lastSentAt: Date | string | null): Alert => ({
  _id: row.id,
  alertQuery: row.query_string,
  alertHistogramType: row.histogram_type === 'resumes' ? 'resumes' : 'jobs',
  alertLocationLat: row.location_lat,
  alertLocationLng: row.location_lng,
  alertLocationName: row.location_name,
  alertLocationCountry: row.location_country,
  filters: filtersOf(row.filters),
  frequency: row.frequency === 'weekly' ? 'weekly' : row.frequency === 'instant' ? 'instant' : 'daily',
  url: row.url,
  createdAt: new Date(row.created_at).toISOString(),
  lastSentAt: lastSentAt ? new Date(lastSentAt).toISOString() : null,
});

// An account's alerts, newest first, each with when it last mailed.
export async function getAlerts(db: Kysely<Database>, userId: string): Promise<Alert[]> {
  const rows = await db
    .selectFrom('alert')
    .leftJoin('alert_delivery', 'alert_delivery.alert_id', 'alert.id')
    .selectAll('alert')
    .select('alert_delivery.last_sent_at')
    .where('alert.user_id', '=', userId)
    .orderBy('alert.created_at', 'desc')
    .orderBy('alert.id')
    .execute();
  return rows.map((row) => toAlert(row, row.last_sent_at));
}

export async function getAlert(db: Kysely<Database>, alertId: string): Promise<AlertRow | undefined> {
  return db.selectFrom('alert').selectAll().where('id', '=', alertId).executeTakeFirst();
}
