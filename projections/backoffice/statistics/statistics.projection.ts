import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn, isOlder } from '../../core/position-column';
import { defineProjection, type Db, type ProjectionHandlers } from '../../core/projection';
import { deleteKeyedRows, keyOf, loadKeyedRows, loadRows, upsertRows } from '../../core/rows';
import { countedEventTypes, countsOf, subjectKeysOf, type Subject } from './statistics-fold';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('stat_counter')
    .ifNotExists()
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('value', 'numeric', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('stat_counter_pkey', ['metric', 'week'])
    .execute();
  await db.schema
    .createTable('stat_subject')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

type SubjectRow = { key: string; state: Subject; last_position: string };
type CounterRow = { metric: string; week: string; value: string; last_position: string };

// Amounts have cents at most: a sum rounded to a millionth is the exact decimal sum, whatever the
// order it was added in (a batch adds in another order than events one by one).
const exact = (n: number) => Math.round(n * 1e6) / 1e6;

// Events in log order: the subjects they name are read once and folded in memory; each event's
// counts are added to its counters, except where a counter (or the subject) already counted an
// event at or after it: a replayed event changes nothing. The counters then take the batch's sums
// in one statement.
async function applyStatisticsBatch(db: Db, events: readonly DecodedEvent[]): Promise<void> {
  const keysOf = new Map(events.map((e) => [e, subjectKeysOf(e)]));
  const stored = await loadRows<SubjectRow>(db, 'stat_subject', 'key', [...new Set([...keysOf.values()].flat())]);
  const now = new Map<string, { subject: Subject | null; position: string }>();
  const at = (key: string) => now.get(key) ?? (stored.has(key) ? { subject: stored.get(key)!.state, position: String(stored.get(key)!.last_position) } : { subject: null, position: '0' });
  const counted: { metric: string; week: string; n: number; position: string }[] = [];
  for (const event of events) {
    const keys = keysOf.get(event)!;
    if (keys.some((key) => !isOlder({ last_position: at(key).position }, event.position))) continue;
    const store = {
      get: (key: string) => at(key).subject,
      set: (key: string, subject: Subject | null) => void now.set(key, { subject, position: event.position }),
    };
    for (const [metric, week, n] of countsOf(event, store)) if (n !== 0) counted.push({ metric, week, n, position: event.position });
    // a subject the event named but left as it was still keeps the event's position
    for (const key of keys) now.set(key, { subject: at(key).subject, position: event.position });
  }
  await writeCounters(db, counted);
  const subjects = [...now.entries()];
  await upsertRows(
    db,
    'stat_subject',
    'key',
    subjects.filter(([, v]) => v.subject !== null).map(([key, v]) => ({ key, state: JSON.stringify(v.subject), last_position: v.position })),
  );
  await deleteKeyedRows(db, 'stat_subject', ['key'], subjects.filter(([, v]) => v.subject === null).map(([key]) => [key]));
}

async function writeCounters(db: Db, counted: readonly { metric: string; week: string; n: number; position: string }[]): Promise<void> {
  if (!counted.length) return;
  const ids = [...new Map(counted.map((c) => [keyOf([c.metric, c.week]), [c.metric, c.week] as const])).values()];
  const stored = await loadKeyedRows<CounterRow>(db, 'stat_counter', ['metric', 'week'], ids);
  const sums = new Map<string, { metric: string; week: string; n: number; position: string }>();
  for (const c of counted) {
    const key = keyOf([c.metric, c.week]);
    const row = stored.get(key);
    if (row && !isOlder(row, c.position)) continue;
    const sum = sums.get(key);
    sums.set(key, { metric: c.metric, week: c.week, n: exact((sum?.n ?? 0) + c.n), position: c.position });
  }
  if (!sums.size) return;
  const values = sql.join([...sums.values()].map((s) => sql`(${s.metric}, ${s.week}, ${s.n}, ${s.position}::numeric)`));
  await sql`INSERT INTO stat_counter (metric, week, value, last_position) VALUES ${values}
    ON CONFLICT (metric, week) DO UPDATE SET value = stat_counter.value + excluded.value, last_position = excluded.last_position
    WHERE stat_counter.last_position < excluded.last_position`.execute(db);
  // a counter back at zero is no row, however it got there: a rebuild over a deleted account, whose
  // erased profile counts nothing, leaves the same rows as the events did when they happened
  const keys = [...sums.values()];
  await sql`DELETE FROM stat_counter WHERE value = 0 AND (metric, week) IN (SELECT * FROM unnest(${keys.map((k) => k.metric)}::text[], ${keys.map((k) => k.week)}::text[]))`.execute(db);
}

const handle = (db: Db, event: DecodedEvent) => applyStatisticsBatch(db, [event]);

// The statistics' counters over the whole log: sign-ups, jobs, applications, matches, payments,
// journeys by status, publications, interviews, offers, and the categories of jobs and resumes.
// Nobody waits on it as it is written: it runs in the background lane.
export const statisticsProjection = defineProjection({
  name: 'statistics',
  version: 1,
  tables: ['stat_counter', 'stat_subject'],
  createTables,
  // the counts as of now (week '') by their metric's start: getCATData's categories and tags
  createIndexes: async (db) => {
    await sql`CREATE INDEX IF NOT EXISTS stat_counter_now_idx ON stat_counter (metric text_pattern_ops) WHERE week = ''`.execute(db);
  },
  handlers: Object.fromEntries(countedEventTypes.map((type) => [type, handle])) as ProjectionHandlers,
  applyBatch: (db, events) => applyStatisticsBatch(db, events),
  liveBatch: true,
  lane: 'background',
});
