import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Driver } from 'kysely';
import type { Database } from '../../contracts/database';

export type Transact = <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

// The connection a transaction's owner opened and will end: kysely's own transactions send one
// statement at a time (their single-connection guard waits for each answer); a view over this
// driver has no such guard, so statements a caller issues together (Promise.all over independent
// writes, two projections' parts of one batch) reach the connection together, and the connection
// sends them as one flight. Statements that depend on each other are still awaited one after the
// other by the caller.
class OneConnectionDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async releaseConnection(): Promise<void> {}
  // the caller already runs inside the one transaction this connection has
  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('A transaction of its owner cannot open another one'));
  }
  commitTransaction(): Promise<void> {
    return Promise.reject(new Error('A transaction is committed by its owner'));
  }
  rollbackTransaction(): Promise<void> {
    return Promise.reject(new Error('A transaction is rolled back by its owner'));
  }
  async destroy(): Promise<void> {}
}

export const oneConnectionView = (connection: DatabaseConnection): Kysely<Database> =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new OneConnectionDriver(connection),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
