import type { CompiledQuery, DatabaseConnection, Kysely, QueryResult } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../contracts/database';
import { oneConnectionView, type Transact } from './one-connection';

export type { Transact } from './one-connection';

const counted = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

// One pooled connection in pg's pipeline mode: statements a caller issues together (see
// ./one-connection.ts) leave in one flight and are answered in order.
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

// Transactions on a pool whose clients run in pipeline mode (`new pg.Pool({ pipeline: true })`):
// BEGIN leaves with the first statements, and a batch's independent statements share round trips.
export function pipelinedTransactions(pool: pg.Pool): Transact {
  const views = new WeakMap<pg.PoolClient, Kysely<Database>>();
  const viewOf = (client: pg.PoolClient) => {
    let view = views.get(client);
    if (!view) views.set(client, (view = oneConnectionView(new PipelinedConnection(client))));
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
