import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  AbortedTransactionError,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { oneConnectionView, type Transact } from './one-connection';

type Queryable = Pick<PGlite | Transaction, 'query'>;

// One statement through PGlite (or one of its transactions), as kysely wants its answer.
async function run<R>(target: Queryable, compiled: CompiledQuery): Promise<QueryResult<R>> {
  const { affectedRows, rows } = await target.query<R>(compiled.sql, compiled.parameters as unknown[], { rowMode: 'object' });
  return { numAffectedRows: affectedRows != null ? BigInt(affectedRows) : undefined, rows: rows ?? [] };
}

// PGlite is one session, and it keeps its own order: a statement waits while a transaction
// (PGlite's exclusive transaction) is open, and statements run one after another. So every kysely
// caller gets a connection object of its own, with its own transaction, and statements from
// concurrent requests go to PGlite at once and queue there — on the database's thread when it runs
// on a worker — instead of each waiting for the previous caller's answer to come back first.
class PGliteConnection implements DatabaseConnection {
  #tx: Transaction | null = null;
  #settle: { commit(): void; rollback(error: Error): void } | null = null;
  #closed: Promise<void> | null = null;

  constructor(private readonly pglite: PGlite) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return run<R>(this.#tx ?? this.pglite, compiled);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite');
  }

  async begin(): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => (begun = resolve));
    const finished = new Promise<void>((commit, rollback) => (this.#settle = { commit, rollback }));
    finished.catch(() => undefined);
    this.#closed = this.pglite.transaction(async (tx) => {
      this.#tx = tx;
      begun();
      await finished;
    });
    // a transaction that could not begin fails here rather than hanging
    await Promise.race([started, this.#closed]);
  }

  async commit(): Promise<void> {
    this.#settle?.commit();
    try {
      await this.#closed;
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '25P02') throw Object.assign(new AbortedTransactionError(), { cause: error });
      throw error;
    } finally {
      this.#reset();
    }
  }

  async rollback(): Promise<void> {
    this.#settle?.rollback(new Error('rolled back'));
    await this.#closed?.catch(() => undefined);
    this.#reset();
  }

  #reset() {
    this.#tx = null;
    this.#settle = null;
    this.#closed = null;
  }
}

class ConcurrentPGliteDriver implements Driver {
  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    if (!this.pglite.ready) await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite);
  }
  async releaseConnection(): Promise<void> {}
  beginTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).begin();
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).commit();
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return (connection as PGliteConnection).rollback();
  }
  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

// PostgreSQL's SQL, adapter and introspection, with the driver above: kysely hands out a
// connection per caller (no connection mutex), PGlite orders their statements.
export class ConcurrentPGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  constructor(config: { pglite: PGlite }) {
    this.#pglite = config.pglite;
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new ConcurrentPGliteDriver(this.#pglite);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

// The statements of one open PGlite transaction, as they are issued: concurrent callers' statements
// are not held back one by one (see ./one-connection.ts). On the engine's thread they then travel
// together (ops/db/pglite-thread.ts).
class PGliteTransactionConnection implements DatabaseConnection {
  constructor(private readonly tx: Transaction) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return run<R>(this.tx, compiled);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite');
  }
}

// Where projections write on the embedded engine: a batch is one PGlite transaction, and the
// statements its projections issue side by side (their parts, the checkpoints' move) reach the
// engine together. On the engine's own thread that makes a batch's transaction one message per
// step that needs an earlier answer, plus its commit, instead of one per statement plus its begin
// and its commit: the engine, which nothing else may use while the transaction is open, no longer
// waits for the main thread between every two of its statements.
export function pgliteTransactions(pglite: PGlite): Transact {
  return (work) => pglite.transaction((tx) => work(oneConnectionView(new PGliteTransactionConnection(tx))));
}
