import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { DecodedEvent, EventType } from '../../contracts/events';
import type { LiveMessageName, LiveMessages } from '../../contracts/live';

export type Db = Kysely<Database>;

// Live messages a handler queues while it writes; the runner sends them once the batch has
// committed, and drops them if it rolled back. A message with a key replaces an earlier one with
// the same key in the batch (ten edits of one job in a batch send one message).
export type LiveOutbox = {
  publish<K extends LiveMessageName>(room: string, name: K, message: LiveMessages[K], key?: string): void;
};

export const silentOutbox: LiveOutbox = { publish: () => undefined };

// One handler per event type, on the decoded (typed, upcast) event. Handlers are idempotent: every
// row keeps the position that last wrote it and ignores older events.
export type ProjectionHandlers = { [T in EventType]?: (db: Db, event: DecodedEvent<T>, live: LiveOutbox) => Promise<void> };

export type Projection = {
  name: string;
  // bump to rebuild the read model from the start of the log into fresh tables
  version: number;
  tables: readonly string[];
  // tables with their primary keys; idempotent. db may be bound to another schema for a rebuild.
  createTables(db: Db): Promise<void>;
  // secondary indexes; a rebuild creates them after the load, when building them is cheapest
  createIndexes?(db: Db): Promise<void>;
  handlers: ProjectionHandlers;
  // Optional batch form for rebuilds: applies events in log order with a few multi-row
  // statements (fold in memory, then write). Must leave the same rows as the handlers would. A
  // rebuild sends no live messages (live is the silent outbox).
  applyBatch?(db: Db, events: readonly DecodedEvent[], live: LiveOutbox): Promise<void>;
  // The batch form also queues the live messages the handlers would (the same rooms, names and
  // keys, each message as the batch left things): the runner then uses it for live batches too,
  // so a busy moment costs a few statements instead of a few per event, and a batch form that
  // issues its independent statements together shares round trips on a pipelined connection. If
  // it fails, the batch goes through the handlers, which find the failing event.
  liveBatch?: boolean;
  // The same, but only for a live batch with at least this many of its events: for one or two
  // events the handlers' guarded statements cost less than reading the rows and writing them back.
  liveBatchFrom?: number;
  // A live form of its own, where the batch form is made for rebuilds (it writes every row it
  // touches whole): applies a live batch in log order, queueing the same messages as the handlers.
  // The runner prefers it to the batch form; if it fails, the batch goes through the handlers.
  applyLive?(db: Db, events: readonly DecodedEvent[], live: LiveOutbox): Promise<void>;
  // 'background': nobody waits on it at the moment it is written (a history, the reactions' tasks):
  // its batches commit in transactions of their own, apart from the read models a command's answer
  // or a socket message waits for, so its work never delays theirs.
  lane?: Lane;
  // 'head': a consumer of effects (reactions), not a read model. It starts at the log's head the
  // first time it runs and is never replayed or rebuilt: replaying it would repeat its effects.
  startsAt?: 'head';
};

export type Lane = 'live' | 'background';

export const defineProjection = (projection: Projection): Projection => projection;

export const handledTypes = (projection: Projection): ReadonlySet<string> =>
  new Set(Object.entries(projection.handlers).filter(([, handler]) => handler).map(([type]) => type));

// Runs one decoded event through its handler, if the projection has one.
export async function applyEvent(projection: Pick<Projection, 'handlers'>, db: Db, event: DecodedEvent, live: LiveOutbox = silentOutbox): Promise<void> {
  const handler = projection.handlers[event.type] as ((db: Db, event: DecodedEvent, live: LiveOutbox) => Promise<void>) | undefined;
  if (handler) await handler(db, event, live);
}

// Collects a batch's messages for one projection; send() publishes them in order.
export function createOutbox(): LiveOutbox & { send(publish: (room: string, name: LiveMessageName, message: unknown) => void): void } {
  const queued = new Map<string, { room: string; name: LiveMessageName; message: unknown }>();
  let n = 0;
  return {
    publish(room, name, message, key) {
      const id = key === undefined ? `#${n++}` : `${room}|${name}|${key}`;
      // a keyed message moves to the end: it is sent after whatever it replaced was queued
      queued.delete(id);
      queued.set(id, { room, name, message });
    },
    send(publish) {
      for (const { room, name, message } of queued.values()) publish(room, name, message);
    },
  };
}

export type LockHandle = {
  release: () => Promise<void>;
  // resolves if the session holding the lock is lost (another process may now take it)
  lost: Promise<void>;
};

// Only the parts of the SQL engine a runner needs.
export type ProjectionEngine = {
  db: Db;
  tryLock(key: string): Promise<LockHandle | null>;
  // Where a batch is applied. Without it, kysely's transaction: one statement at a time. On a
  // server, a pipelined connection lets a batch's independent statements share round trips; on the
  // embedded engine's thread they travel as one message (ops/db/pglite-thread.ts).
  transaction?<T>(work: (db: Db) => Promise<T>): Promise<T>;
};
