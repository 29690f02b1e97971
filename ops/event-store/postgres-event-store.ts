import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  VersionConflictError,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type RecordedEvent,
} from '../../contracts/core/event-store';
import { decodePosition, encodePosition, START } from '../../contracts/core/position';
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

const eventColumns = sql`global_position::text AS global_position, transaction_id::text AS transaction_id,
  event_id, stream_id, stream_position, type, data, metadata, recorded_at`;

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

export function createPostgresEventStore(engine: SqlEngine): EventStore {
  const { db } = engine;
  const listeners = new Set<() => void>();
  let listening: Promise<Unlisten | null> | null = null;
  let wakePending = false;

  // NOTIFYs arrive in bursts under load; listeners only need to know that something changed
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

  // One NOTIFY in flight at a time, after commit: appends that land meanwhile share the next one.
  // A crash between commit and NOTIFY only delays readers until their next poll.
  let notifying: Promise<void> | null = null;
  let notifyAgain = false;
  const notifyAppended = () => {
    if (notifying) {
      notifyAgain = true;
      return;
    }
    notifying = (async () => {
      do {
        notifyAgain = false;
        await sql`SELECT pg_notify(${CHANNEL}, '')`.execute(db).catch(() => undefined);
      } while (notifyAgain);
      notifying = null;
    })();
  };

  const startListening = () => {
    listening = engine.listen(CHANNEL, wake).catch(() => {
      // polling covers the missing wake-ups; the next subscribe tries again
      listening = null;
      return null;
    });
  };

  return {
    engine: engine.engine,

    async append(streamId, events, options) {
      const expected = options?.expectedVersion ?? 'any';
      const { rows } = await sql<AppendRow>`
        SELECT appended, stream_version::text AS stream_version, xact_id::text AS xact_id,
          last_global_position::text AS last_global_position
        FROM append_to_stream(
          ${streamId},
          ${expectedParameter(expected)},
          ${events.map((e) => e.type)}::text[],
          ${events.map((e) => JSON.stringify(e.data))}::jsonb[],
          ${events.map((e) => JSON.stringify(e.metadata ?? {}))}::jsonb[],
          ${events.map(() => randomUUID())}::uuid[]
        )`.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`append_to_stream returned no row for ${streamId}`);
      if (!row.appended) {
        throw new VersionConflictError(streamId, expected, row.stream_version === null ? 'no_stream' : Number(row.stream_version));
      }
      if (events.length > 0) notifyAppended();
      return {
        nextExpectedVersion: row.stream_version === null ? -1 : Number(row.stream_version),
        position:
          row.xact_id === null || row.last_global_position === null
            ? START
            : encodePosition(BigInt(row.xact_id), BigInt(row.last_global_position)),
      };
    },

    async readStream(streamId) {
      const { rows } = await sql<EventRow>`
        SELECT ${eventColumns} FROM event WHERE stream_id = ${streamId} ORDER BY event.stream_position`.execute(db);
      return rows.map(toRecordedEvent);
    },

    // Commit order is (transaction_id, global_position). Rows of transactions still running at the
    // reader's snapshot (txid ≥ xmin) are held back: one of them may commit later with a lower
    // position than an event already returned, and a reader that moved past it would skip it.
    async readAll({ after, maxCount }) {
      if (maxCount <= 0) return [];
      const { major, minor } = decodePosition(after);
      const { rows } = await sql<EventRow>`
        SELECT ${eventColumns} FROM event
        WHERE (transaction_id, global_position) > (${major.toString()}::xid8, ${minor.toString()}::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY event.transaction_id, event.global_position
        LIMIT ${Math.floor(maxCount)}`.execute(db);
      return rows.map(toRecordedEvent);
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
      await notifying;
      const unlisten = await listening;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
