import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import type { Database } from '../../contracts/database';

const counted = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

// One pooled connection in pg's pipeline mode. Kysely's own transactions send one statement at a
// time (its single-connection guard waits for each answer); this connection has no such guard, so
// statements a caller issues together (Promise.all over independent writes, two projections'
// parts of one batch) leave in one flight and are answered in order. Statements that depend on
// each other are still awaited one after the other by the caller.
class PipelinedConnection implements DatabaseConnection {
  constructor(private readonly client: pg.PoolClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { command, rowCount, rows } = await this.client.query(compiled.sql, [...compiled.parameters]);
    return { numAffectedRows: counted.has(command) ? BigInt(rowCount ?? 0) : undefined, rows: (rows ?? []) as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported inside a pipelined transaction');
  }
}

class PipelinedDriver implements Driver {
  readonly #connection: PipelinedConnection;
  constructor(client: pg.PoolClient) {
    this.#connection = new PipelinedConnection(client);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  async releaseConnection(): Promise<void> {}
  // the caller already runs inside the one transaction this connection has
  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('A pipelined transaction cannot open another one'));
  }
  commitTransaction(): Promise<void> {
    return Promise.reject(new Error('A pipelined transaction is committed by its owner'));
  }
  rollbackTransaction(): Promise<void> {
    return Promise.reject(new Error('A pipelined transaction is rolled back by its owner'));
  }
  async destroy(): Promise<void> {}
}

export type Transact = <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

// Transactions on a pool whose clients run in pipeline mode (`new pg.Pool({ pipeline: true })`):
// BEGIN leaves with the first statements, and a batch's independent statements share round trips.
export function pipelinedTransactions(pool: pg.Pool): Transact {
  const views = new WeakMap<pg.PoolClient, Kysely<Database>>();
  const viewOf = (client: pg.PoolClient) => {
    let view = views.get(client);
    if (!view) {
      view = new Kysely<Database>({
        dialect: {
          createAdapter: () => new PostgresAdapter(),
          createDriver: () => new PipelinedDriver(client),
          createIntrospector: (db) => new PostgresIntrospector(db),
          createQueryCompiler: () => new PostgresQueryCompiler(),
        },
      });
      views.set(client, view);
    }
    return view;
  };
  return async (work) => {
    const client = await pool.connect();
    let discard = false;
    try {
      const begun = client.query('BEGIN');
      // a failed BEGIN fails the statements behind it too: the work reports it
      begun.catch(() => undefined);
      try {
        const result = await work(viewOf(client));
        await begun;
        const { command } = await client.query('COMMIT');
        // PostgreSQL answers COMMIT with ROLLBACK when an earlier statement left the transaction aborted
        if (command === 'ROLLBACK') throw new Error('The transaction was aborted by an earlier statement and rolled back');
        return result;
      } catch (error) {
        // in pipeline mode the ROLLBACK runs after whatever the work still had in flight
        await client.query('ROLLBACK').catch(() => {
          discard = true;
        });
        throw error;
      }
    } finally {
      client.release(discard);
    }
  };
}
