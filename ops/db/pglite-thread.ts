import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

type WorkerError = { message: string } & Record<string, unknown>;
type Reply = { type: 'reply'; id: number; value?: unknown; error?: WorkerError };
type Notify = { type: 'notify'; channel: string; payload: string };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

// The engine thread's time so far: busy (statements running) and idle; the messages it was sent;
// how many transactions held it for how long in all, of which how long it sat idle waiting for a
// transaction's next message, and how many messages the transactions took.
export type EngineThreadStats = {
  activeMs: number;
  idleMs: number;
  messages: number;
  transactions: number;
  transactionMs: number;
  transactionIdleMs: number;
  transactionMessages: number;
};

// The part of PGlite this app uses (kysely's PGlite driver, LISTEN, the task queue's adapter),
// answered by a PGlite that runs on its own worker thread (ops/db/pglite-worker.mjs). The embedded
// engine is one WebAssembly thread; on the main thread it competes with HTTP, socket.io and the
// projection runner for one core. On a thread of its own it takes the second core.
export class ThreadedPGlite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, { channel: string; callback: (payload: string) => void }>();
  #next = 1;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(dataDir?: string) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    this.#worker.on('message', (message: Reply | Notify) => {
      if (message.type === 'notify') {
        for (const listener of this.#listeners.values()) if (listener.channel === message.channel) listener.callback(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.error) pending.reject(Object.assign(new Error(message.error.message), message.error));
      else pending.resolve(message.value);
    });
    this.#worker.on('error', (error) => {
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
    // the first statement waits for the database to open in the worker
    this.waitReady = this.#call({ op: 'query', sql: 'SELECT 1', params: [] }).then(() => undefined);
  }

  get ready(): boolean {
    return !this.#closed;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: (v) => resolve(v as T), reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: object, tx?: number): Promise<Results<T>> {
    return this.#call<Results<T>>({ op: 'query', sql, params: params ?? [], options, tx });
  }

  exec(sql: string, tx?: number): Promise<Array<Results>> {
    return this.#call<Array<Results>>({ op: 'exec', sql, tx });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.#next++;
    await this.#call({ op: 'begin', tx });
    let closed = false;
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: object) => this.query<R>(sql, params, options, tx),
      exec: (sql: string) => this.exec(sql, tx),
      rollback: async () => {
        closed = true;
        await this.#call({ op: 'rollback', tx });
      },
      get closed() {
        return closed;
      },
    };
    try {
      // kysely's driver and the task queue use query, exec and rollback of a transaction only
      const value = await callback(handle as unknown as Transaction);
      if (!closed) await this.#call({ op: 'commit', tx });
      return value;
    } catch (error) {
      if (!closed) await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
  }

  stats(): Promise<EngineThreadStats> {
    return this.#call<EngineThreadStats>({ op: 'stats' });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#next++;
    this.#listeners.set(listenId, { channel, callback });
    await this.#call({ op: 'listen', channel, listenId });
    return async () => {
      this.#listeners.delete(listenId);
      await this.#call({ op: 'unlisten', listenId });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#call({ op: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }

  // Typed as PGlite for the clients that take one; only the members above are ever used.
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
