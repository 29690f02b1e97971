import { sql } from 'kysely';
import { contributionDelta } from '../../../contracts/coaching/kpis/kpi-figures';
import { evolveKpis, initialKpiState, kpiEventTypes, kpiUserOf, type KpiState } from '../../../contracts/coaching/kpis/kpi-state';
import type { KpiClientTable } from '../../../contracts/coaching/kpis/tables';
import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { addPositionColumn, isOlder } from '../../core/position-column';
import { defineProjection, silentOutbox, type Db, type LiveOutbox, type ProjectionHandlers } from '../../core/projection';
import { deleteKeyedRows, loadRows, upsertRows } from '../../core/rows';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('kpi_client')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('plan', 'text')
    .addColumn('current_step', 'integer', (c) => c.notNull())
    .addColumn('cycles', 'integer', (c) => c.notNull())
    .addColumn('open_cycle_first_part', 'text')
    .addColumn('last_publish_at', 'text')
    .addColumn('frozen_since', 'text')
    .addColumn('safety_net_active', 'boolean', (c) => c.notNull())
    .addColumn('safety_net_expire_date', 'text')
    .addColumn('publish_status', 'text', (c) => c.notNull())
    .addColumn('billing_anchor', 'text')
    .addColumn('subscription_end_date', 'text')
    .addColumn('meeting_scheduled', 'boolean', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('kpi_sum')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'float8', (c) => c.notNull())
    .execute();
};

type ClientRow = Omit<KpiClientTable, 'state' | 'last_position'> & { state: KpiState; last_position: string };

// The columns the need-attention flags are read from, beside the state they come from.
export function clientRow(state: KpiState, position: string): ClientRow {
  const open = state.cycles.find((c) => c.open);
  return {
    user_id: state.userId,
    state,
    status: state.status,
    plan: state.plan,
    current_step: state.currentStep,
    cycles: state.cycles.length,
    open_cycle_first_part: open?.firstPartAt ?? null,
    last_publish_at: state.lastPublishAt,
    frozen_since: state.frozenSince,
    safety_net_active: state.safetyNetActive,
    safety_net_expire_date: state.safetyNetExpireDate,
    publish_status: state.publishStatus,
    billing_anchor: state.beginServiceDate ?? state.startedAt,
    subscription_end_date: state.subscriptionEndDate,
    meeting_scheduled: (state.meeting ?? null) !== null,
    last_position: position,
  };
}

// A client counts in the sums once a service event started their KPIs: a meeting booked in
// onboarding alone keeps the flags' row but is no client of the benchmarks.
const counted = (state: KpiState | null | undefined): KpiState | null => (state?.startedAt ? state : null);

const userOf = (event: DecodedEvent): string => (event.type === 'AccountDeleted' ? event.data.userId : kpiUserOf(event));

// Events in log order: the clients' rows are read once, folded in memory with the one KPI fold, and
// written back; the sums gain each changed client's new contribution minus its old one. A replayed
// event (at or before a row's position) changes neither. Each client whose KPIs moved is told so in
// their room (one message per client per batch).
async function applyKpiBatch(db: Db, events: readonly DecodedEvent[], live: LiveOutbox = silentOutbox): Promise<void> {
  const users = [...new Set(events.map(userOf))];
  const stored = await loadRows<ClientRow>(db, 'kpi_client', 'user_id', users);
  const now = new Map<string, { state: KpiState | null; position: string }>();
  for (const event of events) {
    const userId = userOf(event);
    const before = now.get(userId) ?? (stored.has(userId) ? { state: stored.get(userId)!.state, position: String(stored.get(userId)!.last_position) } : { state: null, position: '0' });
    if (!isOlder({ last_position: before.position }, event.position)) continue;
    if (event.type === 'AccountDeleted') now.set(userId, { state: null, position: event.position });
    else now.set(userId, { state: evolveKpis(before.state ?? initialKpiState(userId), event), position: event.position });
  }
  const sums: Record<string, number> = {};
  for (const [userId, after] of now) for (const [k, v] of Object.entries(contributionDelta(counted(stored.get(userId)?.state), counted(after.state)))) sums[k] = (sums[k] ?? 0) + v;
  const written = [...now.values()].filter((v): v is { state: KpiState; position: string } => v.state !== null);
  await upsertRows(db, 'kpi_client', 'user_id', written.map(({ state, position }) => ({ ...clientRow(state, position), state: JSON.stringify(state) })));
  await deleteKeyedRows(db, 'kpi_client', ['user_id'], [...now.entries()].filter(([, v]) => v.state === null).map(([id]) => [id]));
  const keys = Object.entries(sums).filter(([, v]) => v !== 0);
  if (keys.length)
    await sql`INSERT INTO kpi_sum (key, value) VALUES ${sql.join(keys.map(([k, v]) => sql`(${k}, ${v})`))}
      ON CONFLICT (key) DO UPDATE SET value = kpi_sum.value + excluded.value`.execute(db);
  // a sum back at zero is no row, whether it got there in one batch or event by event
  if (keys.length)
    await db
      .deleteFrom('kpi_sum')
      .where('key', 'in', keys.map(([k]) => k))
      .where('value', '=', 0)
      .execute();
  for (const { state, position } of written) live.publish(liveRooms.journey(state.userId), 'kpis.changed', { userId: state.userId, position }, state.userId);
}

const handle = (db: Db, event: DecodedEvent, live: LiveOutbox) => applyKpiBatch(db, [event], live);

// Every client's KPI state and the benchmark sums over all clients; getKpisData and the
// need-attention list read them, computing what depends on "now" at read time.
export const kpiProjection = defineProjection({
  name: 'kpi',
  version: 2,
  tables: ['kpi_client', 'kpi_sum'],
  createTables,
  createIndexes: async (db) => {
    await db.schema.createIndex('kpi_client_publish_idx').ifNotExists().on('kpi_client').column('last_publish_at').execute();
  },
  handlers: Object.fromEntries([...kpiEventTypes, 'AccountDeleted'].map((type) => [type, handle])) as ProjectionHandlers,
  applyBatch: (db, events, live) => applyKpiBatch(db, events, live),
  liveBatch: true,
});
