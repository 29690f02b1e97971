import { performance } from 'node:perf_hooks';
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../contracts/database';
import type { LockHandle } from '../../projections/core/projection';
import { ConcurrentPGliteDialect, pgliteTransactions } from './pglite-dialect';
import { pgliteOptions } from './pglite-options';
import { templateFor } from './pglite-template';
import { pipelinedTransactions, type Transact } from './pipelined-transaction';
import { ThreadedPGlite, type EngineThreadStats } from './pglite-thread';

export type Unlisten = () => Promise<void>;

// One handle on the SQL engine, whichever it is: kysely for queries, plus the two things kysely
// does not do: LISTEN, and a session-level advisory lock held for as long as a runner lives.
export type SqlEngine = {
  engine: 'postgresql' | 'pglite';
  db: Kysely<Database>;
  // Where projections write. On a server: a small pool of its own, so projection work never
  // starves requests, with synchronous_commit off: a read model is derived data whose checkpoint
  // commits with it, so a commit lost in a server crash is simply applied again. Commands keep
  // durable commits on the main pool.
  projectionDb: Kysely<Database>;
  // Transactions on projectionDb's connections in which a batch's independent statements leave
  // together instead of one round trip each: pg's pipeline mode on a server, one message to the
  // embedded engine's thread.
  projectionTransaction?: Transact;
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  // null when another session (or another holder in this process) has the lock
  tryLock(key: string): Promise<LockHandle | null>;
  close(): Promise<void>;
  // the embedded engine itself, for clients that speak to it directly (the task queue)
  pglite?: PGlite;
  // the embedded engine on a thread of its own: that thread's busy time (for measurements)
  threadStats?(): Promise<EngineThreadStats>;
  // The embedded engine: the share of the next windowMs it spent running statements or held by an
  // open transaction (0 to 1). Work that would hold it for long (table maintenance) asks first.
  // Absent on a server, where such work runs beside the other sessions.
  busyShare?(windowMs: number): Promise<number>;
  // On a server: a named (prepared) statement straight through the driver, for the few hot
  // statements where parsing and planning each time is a measurable share of the cost.
  prepared?<R>(name: string, text: string, values: readonly unknown[]): Promise<R[]>;
};

// Advisory lock keys are 64-bit integers: hash the name into one.
const lockKey = (key: string): string => {
  let h = 1469598103934665603n;
  for (const c of Buffer.from(key)) h = BigInt.asIntN(64, (h ^ BigInt(c)) * 1099511628211n);
  return h.toString();
};

// A server restart ends every connection: an idle one reports it to the pool, a checked-out one
// between two queries reports it on the client, where nobody may be listening. Either way the
// next query gets the error (or a fresh connection); it must never crash the process.
export const guarded = (pool: pg.Pool): pg.Pool => {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
};

// numeric and bigint come back as strings: positions stay exact.
export async function openPostgres(connectionString: string, poolSize = 20): Promise<SqlEngine> {
  const pool = guarded(new pg.Pool({ connectionString, max: poolSize }));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const projectionPool = guarded(new pg.Pool({ connectionString, max: 6, options: '-c synchronous_commit=off', pipeline: true }));
  const projectionDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: projectionPool }) });
  const listeners: pg.Client[] = [];
  // `query` runs one statement at a time: node-postgres no longer wants a client asked again
  // while a query of its own is running, and forty runners ask for their locks at once.
  type LockSession = { client: pg.Client; lost: Promise<void>; query: (text: string, key: string) => Promise<pg.QueryResult<{ ok: boolean }>> };
  const held = new Map<string, LockSession | null>();
  let current: Promise<LockSession> | null = null;
  const lockSession = (): Promise<LockSession> => {
    current ??= (async () => {
      const client = new pg.Client({ connectionString });
      let markLost!: () => void;
      const lost = new Promise<void>((resolve) => (markLost = resolve));
      const onLost = () => {
        current = null;
        for (const [key, session] of held) if (session?.client === client) held.delete(key);
        markLost();
      };
      client.on('error', onLost);
      client.on('end', onLost);
      await client.connect().catch((error: unknown) => {
        current = null;
        throw error;
      });
      let queue: Promise<unknown> = Promise.resolve();
      const query = (text: string, key: string) => {
        const result = queue.then(() => client.query<{ ok: boolean }>(text, [lockKey(key)]));
        queue = result.catch(() => undefined);
        return result;
      };
      return { client, lost, query };
    })();
    return current;
  };
  return {
    engine: 'postgresql',
    db,
    projectionDb,
    projectionTransaction: pipelinedTransactions(projectionPool),
    async prepared<R>(name: string, text: string, values: readonly unknown[]) {
      return (await pool.query({ name, text, values: [...values] })).rows as R[];
    },
    // a dropped LISTEN connection is re-opened with backoff; the wake-up after reconnecting makes
    // the listener catch up on what it missed meanwhile
    async listen(channel, onNotify) {
      let current: pg.Client | null = null;
      let closed = false;
      let attempt = 0;
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString });
        let lost = false;
        const onLost = () => {
          if (lost || closed) return;
          lost = true;
          current = null;
          listeners.splice(listeners.indexOf(client), 1);
          setTimeout(() => void connect().then(() => onNotify(''), onLost), Math.min(100 * 2 ** attempt++, 5000));
        };
        client.on('error', onLost);
        client.on('end', onLost);
        await client.connect();
        client.on('notification', (msg) => msg.channel === channel && onNotify(msg.payload ?? ''));
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        attempt = 0;
        current = client;
        listeners.push(client);
      };
      await connect();
      return async () => {
        closed = true;
        const client = current;
        if (!client) return;
        listeners.splice(listeners.indexOf(client), 1);
        await client.end().catch(() => undefined);
      };
    },
    // Every lock of this engine is held by one session: forty projections must not take forty
    // connections. If that session is lost, every lock it held is lost with it.
    async tryLock(key) {
      if (held.has(key)) return null;
      held.set(key, null);
      try {
        const session = await lockSession();
        const { rows } = await session.query('SELECT pg_try_advisory_lock($1::bigint) AS ok', key);
        if (!rows[0]?.ok) {
          held.delete(key);
          return null;
        }
        held.set(key, session);
        return {
          lost: session.lost,
          release: async () => {
            if (held.get(key) !== session) return;
            held.delete(key);
            await session.query('SELECT pg_advisory_unlock($1::bigint)', key).catch(() => undefined);
          },
        };
      } catch (error) {
        held.delete(key);
        throw error;
      }
    },
    async close() {
      const session = current ? await current.catch(() => null) : null;
      await Promise.all([...listeners, ...(session ? [session.client] : [])].map((c) => c.end().catch(() => undefined)));
      await projectionDb.destroy();
      await db.destroy();
    },
  };
}

// Embedded engine: one in-process PostgreSQL; dataDir undefined keeps it in memory.
// A new data directory starts as a copy of `template` (an empty database) when there is one.
export async function openPGlite(dataDir?: string, existing?: PGlite, template?: string): Promise<SqlEngine> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const copy = existing ? undefined : (template ?? templateFor(dataDir));
  const pglite = existing ?? (await PGlite.create({ ...pgliteOptions(dataDir), ...(copy ? { loadDataDir: new Blob([readFileSync(copy)]) } : {}) }));
  const db = new Kysely<Database>({ dialect: new ConcurrentPGliteDialect({ pglite }) });
  const held = new Set<string>();
  return {
    engine: 'pglite',
    db,
    pglite,
    // on this thread: the event loop's share (the engine runs each statement synchronously on it)
    async busyShare(windowMs) {
      const start = performance.eventLoopUtilization();
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      return performance.eventLoopUtilization(start).utilization;
    },
    // one connection: projections share it
    projectionDb: db,
    projectionTransaction: pgliteTransactions(pglite),
    async listen(channel, onNotify) {
      const unsubscribe = await pglite.listen(channel, onNotify);
      return async () => unsubscribe();
    },
    // one process owns the embedded database: the lock only guards against two runners in it
    async tryLock(key) {
      if (held.has(key)) return null;
      held.add(key);
      // the embedded engine lives and dies with this process: the lock is never lost on its own
      return { release: async () => void held.delete(key), lost: new Promise<void>(() => undefined) };
    },
    async close() {
      await db.destroy();
    },
  };
}

// The embedded engine on a worker thread of its own (the app's default): its WebAssembly work
// runs on the second core instead of the one that serves requests.
export async function openThreadedPGlite(dataDir?: string, template?: string): Promise<SqlEngine> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGLITE_PROFILE=1 (set by the bench's anatomy): the engine times each statement text on its thread
  const threaded = new ThreadedPGlite(dataDir, { profile: process.env.PGLITE_PROFILE === '1', template: template ?? templateFor(dataDir) });
  await threaded.waitReady;
  return {
    ...(await openPGlite(dataDir, threaded.asPGlite())),
    threadStats: () => threaded.stats(),
    async busyShare(windowMs) {
      const before = await threaded.stats();
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const after = await threaded.stats();
      const elapsed = after.activeMs + after.idleMs - (before.activeMs + before.idleMs);
      const held = after.activeMs - before.activeMs + (after.transactionIdleMs - before.transactionIdleMs);
      return elapsed > 0 ? Math.min(1, held / elapsed) : 0;
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string; pgliteThread?: boolean }): Promise<SqlEngine> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return options.pgliteThread === false ? openPGlite(options.dataDir) : openThreadedPGlite(options.dataDir);
}

export async function ping(engine: SqlEngine): Promise<void> {
  await sql`SELECT 1`.execute(engine.db);
}
