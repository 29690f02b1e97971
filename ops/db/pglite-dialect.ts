import { PGliteDialect, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely';

// PGlite is one connection. kysely's PGlite driver hands that connection to every caller at once,
// so two concurrent transactions would interleave on it; this driver queues callers instead.
class SerializedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => mine);
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint: Driver['savepoint'] = (c, n, q) => this.inner.savepoint!(c, n, q);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (c, n, q) => this.inner.rollbackToSavepoint!(c, n, q);
  releaseSavepoint: Driver['releaseSavepoint'] = (c, n, q) => this.inner.releaseSavepoint!(c, n, q);
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}
