import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  fromVersionOf,
  VersionConflictError,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
} from '../../contracts/core/event-store';
import { decodePosition, encodePosition, START, type Position } from '../../contracts/core/position';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlEngine, Unlisten } from '../db/database';

const CHANNEL = 'event_appended';

// pg returns bigint as a string, PGlite as a number: positions are selected as text to stay exact.
// Those text aliases shadow the columns in ORDER BY, so ORDER BY names the columns with their table.
type AppendRow = {
  appended: boolean;
  stream_version: string | null;
  xact_id: string | null;
  last_global_position: string | null;
};

type EventRow = {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: string | number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata | null;
  recorded_at: Date | string;
};

// The hot path on a server: one prepared statement, parsed and planned once per connection.
const APPEND_SQL = `SELECT appended, stream_version::text AS stream_version, xact_id::text AS xact_id,
  last_global_position::text AS last_global_position
  FROM append_to_stream($1, $2, $3::text[], $4::jsonb[], $5::jsonb[], $6::uuid[])`;
// the same, with a NOTIFY in the same statement when it appended (delivered at its commit)
const APPEND_NOTIFY_SQL = `SELECT a.appended, a.stream_version::text AS stream_version, a.xact_id::text AS xact_id,
  a.last_global_position::text AS last_global_position, CASE WHEN a.appended THEN pg_notify($7, $8) END AS notified
  FROM append_to_stream($1, $2, $3::text[], $4::jsonb[], $5::jsonb[], $6::uuid[]) a`;

const EVENT_COLUMNS = `global_position::text AS global_position, transaction_id::text AS transaction_id,
  event_id, stream_id, stream_position, type, data, metadata, recorded_at`;
const READ_STREAM_SQL = `SELECT ${EVENT_COLUMNS} FROM event WHERE stream_id = $1 AND stream_position >= $2 ORDER BY event.stream_position`;
// LATERAL: one primary-key range scan per stream, whatever the planner guesses of the arrays
const READ_STREAMS_SQL = `SELECT e.* FROM unnest($1::text[], $2::bigint[]) AS r(id, from_position)
  CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM event
    WHERE event.stream_id = r.id AND event.stream_position >= r.from_position ORDER BY event.stream_position) e`;
// the same, up to a moment: a commit position (xid8, bigint), or a time to the millisecond as
// recorded_at reads in JavaScript (recorded at or before it); a filter on the same primary-key scan
const READ_STREAMS_UP_TO_SQL = `SELECT e.* FROM unnest($1::text[], $2::bigint[]) AS r(id, from_position)
  CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM event
    WHERE event.stream_id = r.id AND event.stream_position >= r.from_position
      AND ($3::xid8 IS NULL OR (event.transaction_id, event.global_position) <= ($3::xid8, $4::bigint))
      AND ($5::timestamptz IS NULL OR event.recorded_at < $5::timestamptz + interval '1 millisecond')
    ORDER BY event.stream_position) e`;
const READ_ALL_SQL = `SELECT ${EVENT_COLUMNS} FROM event
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY event.transaction_id, event.global_position LIMIT $3`;

// A bound as the statement takes it; a position beyond any the columns can hold bounds nothing.
const XID8_MAX = (1n << 64n) - 1n;
const BIGINT_MAX = (1n << 63n) - 1n;
function upToParameters(upTo: Position | Date): [string | null, string | null, string | null] {
  if (upTo instanceof Date) return [null, null, upTo.toISOString()];
  const { major, minor } = decodePosition(upTo);
  return major > XID8_MAX ? [XID8_MAX.toString(), BIGINT_MAX.toString(), null] : [major.toString(), (minor > BIGINT_MAX ? BIGINT_MAX : minor).toString(), null];
}

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamId: row.stream_id,
  streamPosition: Number(row.stream_position),
  position: encodePosition(BigInt(row.transaction_id), BigInt(row.global_position)),
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? {},
  recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
});

const expectedParameter = (expected: ExpectedVersion): string => {
  if (typeof expected === 'string') return expected;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`Expected version must be a revision ≥ 0, 'any', 'no_stream' or 'exists', got ${expected}`);
  }
  return String(expected);
};

export type PostgresEventStoreOptions = {
  // At most one NOTIFY per window per process; readers in this process are woken directly.
  notifyWindowMs?: number;
};

type AppendManyRow = { stream_versions: Array<string | number> | null; xact_id: string | null; last_global_position: string | null };

const positionOf = (xactId: string | null, globalPosition: string | null): Position =>
  xactId === null || globalPosition === null ? START : encodePosition(BigInt(xactId), BigInt(globalPosition));

const flatten = (events: NewEvent[]) => ({
  types: events.map((e) => e.type),
  data: events.map((e) => JSON.stringify(e.data)),
  metadata: events.map((e) => JSON.stringify(e.metadata ?? {})),
  ids: events.map(() => randomUUID()),
});

// The function raises P0409 with the stream and its actual version when a part's expectation fails.
const conflictOf = (error: unknown, expectedOf: (streamId: string) => ExpectedVersion): VersionConflictError | null => {
  const e = error as { code?: unknown; detail?: unknown };
  if (e?.code !== 'P0409' || typeof e.detail !== 'string') return null;
  const detail = JSON.parse(e.detail) as { stream: string; actual: number | null };
  return new VersionConflictError(detail.stream, expectedOf(detail.stream), detail.actual === null ? 'no_stream' : Number(detail.actual));
};

// Every store opened on one engine in this process, so an append through one wakes the readers of all.
const storesByEngine = new WeakMap<SqlEngine, Set<() => void>>();

// On the embedded engine this process is the only writer: every append goes through a store of this
// engine here, so the newest version of a stream this process has written or read is its version
// now. Kept per engine (every store opened on it shares it), bounded; a stream it has forgotten is
// simply read again.
const versionsByEngine = new WeakMap<PGlite, LRUCache<string, number>>();
const KNOWN_STREAMS = 20_000;

function knownVersions(engine: SqlEngine): LRUCache<string, number> | null {
  if (engine.engine !== 'pglite' || !engine.pglite) return null;
  const key = engine.pglite;
  let known = versionsByEngine.get(key);
  if (!known) versionsByEngine.set(key, (known = new LRUCache<string, number>({ max: KNOWN_STREAMS })));
  return known;
}

export function createPostgresEventStore(engine: SqlEngine, options: PostgresEventStoreOptions = {}): EventStore {
  const { db } = engine;
  // hot statements: prepared on a server, plain parameterised queries on the embedded engine
  const run = async <R>(name: string, text: string, values: readonly unknown[]): Promise<R[]> =>
    engine.prepared ? engine.prepared<R>(name, text, values) : (await db.executeQuery<R>(CompiledQuery.raw(text, [...values]))).rows;
  const notifyWindowMs = options.notifyWindowMs ?? 5;
  const known = knownVersions(engine);
  // versions only grow: answers that arrive out of order never move one back
  const saw = (streamId: string, version: number | 'no_stream') => {
    if (!known || version === 'no_stream' || version < 0) return;
    const current = known.get(streamId);
    if (current === undefined || current < version) known.set(streamId, version);
  };
  const sawConflict = (error: VersionConflictError) => saw(error.streamId, error.actual);
  const sawRead = (events: readonly RecordedEvent[]) => {
    const last = events.at(-1);
    if (last) saw(last.streamId, last.streamPosition);
  };
  // tells our own NOTIFYs apart from other processes': ours already woke the local readers
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  let listening: Promise<Unlisten | null> | null = null;
  let wakePending = false;

  // Appends arrive in bursts under load; listeners only need to know that something changed.
  const wake = () => {
    if (wakePending) return;
    wakePending = true;
    queueMicrotask(() => {
      wakePending = false;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch {
          // one failing listener must not starve the others
        }
      }
    });
  };

  // Other processes hear of appends through NOTIFY: the first append of a quiet spell carries it in
  // its own statement (delivered at its commit, no statement of its own; append_to_streams raises
  // on a conflict, so its NOTIFY goes only with what was written); later ones within the window
  // share one trailing NOTIFY, sent after them. PostgreSQL serializes notifying commits, so this
  // keeps NOTIFY off the append path under load. A crash before a trailing NOTIFY only delays other
  // processes until their next poll. Readers in this process are woken directly; on PGlite there is
  // no other process to tell.
  const crossProcess = engine.engine === 'postgresql';
  let lastNotifyAt = -Infinity;
  let trailing: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  const sendNotify = () => {
    lastNotifyAt = performance.now();
    inFlight = sql`SELECT pg_notify(${CHANNEL}, ${instance})`
      .execute(db)
      .then(() => undefined, () => undefined)
      .finally(() => {
        inFlight = null;
      });
  };
  const neighbours = storesByEngine.get(engine) ?? new Set<() => void>();
  storesByEngine.set(engine, neighbours);
  neighbours.add(wake);
  // an append about to be sent carries the NOTIFY when the window is open
  const claimNotify = (eventCount: number): boolean => {
    if (!crossProcess || trailing || eventCount === 0) return false;
    const now = performance.now();
    if (now - lastNotifyAt < notifyWindowMs) return false;
    lastNotifyAt = now;
    return true;
  };
  const appended = (notified: boolean) => {
    for (const wakeStore of neighbours) wakeStore();
    if (!crossProcess || notified || trailing) return;
    const wait = lastNotifyAt + notifyWindowMs - performance.now();
    if (wait <= 0) return sendNotify();
    trailing = setTimeout(() => {
      trailing = null;
      sendNotify();
    }, wait);
  };

  const startListening = () => {
    listening = engine
      .listen(CHANNEL, (payload) => {
        if (payload !== instance) wake();
      })
      .catch(() => {
        // polling covers the missing wake-ups; the next subscribe tries again
        listening = null;
        return null;
      });
  };

  return {
    engine: engine.engine,

    async append(streamId, events, options) {
      const expected = options?.expectedVersion ?? 'any';
      const flat = flatten(events);
      const values = [streamId, expectedParameter(expected), flat.types, flat.data, flat.metadata, flat.ids];
      const notify = claimNotify(events.length);
      const rows = notify
        ? await run<AppendRow>('append_to_stream_notify_v1', APPEND_NOTIFY_SQL, [...values, CHANNEL, instance])
        : await run<AppendRow>('append_to_stream_v1', APPEND_SQL, values);
      const row = rows[0];
      if (!row) throw new Error(`append_to_stream returned no row for ${streamId}`);
      if (!row.appended) {
        const conflict = new VersionConflictError(streamId, expected, row.stream_version === null ? 'no_stream' : Number(row.stream_version));
        sawConflict(conflict);
        throw conflict;
      }
      if (events.length > 0) appended(notify);
      const nextExpectedVersion = row.stream_version === null ? -1 : Number(row.stream_version);
      saw(streamId, nextExpectedVersion);
      return {
        nextExpectedVersion,
        position: positionOf(row.xact_id, row.last_global_position),
      };
    },

    async appendMany(writes) {
      const expectedOf = (streamId: string) => writes.find((w) => w.streamId === streamId)?.expectedVersion ?? 'any';
      const all = writes.flatMap((w) => w.events);
      const flat = flatten(all);
      let rows: AppendManyRow[];
      const notify = claimNotify(all.length);
      try {
        ({ rows } = await sql<AppendManyRow>`
          SELECT stream_versions::text[] AS stream_versions, xact_id::text AS xact_id, last_global_position::text AS last_global_position
            ${notify ? sql`, pg_notify(${CHANNEL}, ${instance}) AS notified` : sql``}
          FROM append_to_streams(
            ${writes.map((w) => w.streamId)}::text[],
            ${writes.map((w) => expectedParameter(w.expectedVersion))}::text[],
            ${writes.map((w) => w.events.length)}::int[],
            ${flat.types}::text[],
            ${flat.data}::jsonb[],
            ${flat.metadata}::jsonb[],
            ${flat.ids}::uuid[]
          )`.execute(db));
      } catch (error) {
        const conflict = conflictOf(error, expectedOf);
        if (conflict) sawConflict(conflict);
        throw conflict ?? error;
      }
      const row = rows[0];
      if (!row) throw new Error('append_to_streams returned no row');
      if (all.length > 0) appended(notify);
      const nextExpectedVersions = (row.stream_versions ?? []).map(Number);
      writes.forEach((w, i) => saw(w.streamId, nextExpectedVersions[i] ?? -1));
      return {
        nextExpectedVersions,
        position: all.length ? positionOf(row.xact_id, row.last_global_position) : START,
      };
    },

    async readStream(streamId, options) {
      const events = (await run<EventRow>('read_stream_v2', READ_STREAM_SQL, [streamId, fromVersionOf(options?.fromVersion)])).map(toRecordedEvent);
      sawRead(events);
      return events;
    },

    async readStreams(streamIds, options) {
      const found = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
      if (!streamIds.length) return found;
      const ids = [...found.keys()];
      const from = ids.map((id) => fromVersionOf(options?.fromVersions?.get(id)));
      const rows = options?.upTo
        ? await run<EventRow>('read_streams_up_to_v1', READ_STREAMS_UP_TO_SQL, [ids, from, ...upToParameters(options.upTo)])
        : await run<EventRow>('read_streams_v2', READ_STREAMS_SQL, [ids, from]);
      for (const row of rows) found.get(row.stream_id)!.push(toRecordedEvent(row));
      // a read up to a moment may stop short of the stream's version: it tells nothing of it
      if (known && !options?.upTo) for (const events of found.values()) sawRead(events);
      return found;
    },

    // Commit order is (transaction_id, global_position). Rows of transactions still running at the
    // reader's snapshot (txid ≥ xmin) are held back: one of them may commit later with a lower
    // position than an event already returned, and a reader that moved past it would skip it.
    async readAll({ after, maxCount }) {
      if (maxCount <= 0) return [];
      const { major, minor } = decodePosition(after);
      const values = [major.toString(), minor.toString(), Math.floor(maxCount)];
      const rows = await run<EventRow>('read_all_v1', READ_ALL_SQL, values);
      return rows.map(toRecordedEvent);
    },

    ...(known ? { knownVersion: (streamId: string) => known.get(streamId) } : {}),

    async headPosition() {
      const { rows } = await sql<{ transaction_id: string; global_position: string }>`
        SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM event
        ORDER BY event.transaction_id DESC, event.global_position DESC LIMIT 1`.execute(db);
      const row = rows[0];
      return row ? positionOf(row.transaction_id, row.global_position) : START;
    },

    subscribe(listener) {
      listeners.add(listener);
      if (!listening) startListening();
      return () => {
        listeners.delete(listener);
      };
    },

    async close() {
      listeners.clear();
      neighbours.delete(wake);
      if (trailing) clearTimeout(trailing);
      trailing = null;
      await inFlight;
      const unlisten = await listening;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
