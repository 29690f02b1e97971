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
  // each statement text's own time on the engine, when the engine was opened with profile
  statements?: { sql: string; statements: number; ms: number }[];
};

// A statement of a transaction, waiting for its flight.
type Statement = { kind: 'query' | 'exec'; sql: string; params?: unknown[]; options?: object; settle: Pending };
type Flight = { results: { value?: unknown; error?: WorkerError }[]; error?: WorkerError };
type OpenTransaction = { id: number; waiting: Statement[]; begun: boolean; quiet: number; scheduled: boolean; broken: Error | null };

// How many turns of the microtask queue pass without a new statement before a transaction's
// statements leave: enough for every statement its caller issues side by side (through kysely's
// few awaits per statement) to join them, and no wait for the event loop.
const QUIET_TURNS = 16;

const errorOf = (error: WorkerError): Error => Object.assign(new Error(error.message), error);

// The part of PGlite this app uses (kysely's PGlite driver, LISTEN, the task queue's adapter),
// answered by a PGlite that runs on its own worker thread (ops/db/pglite-worker.mjs). The embedded
// engine is one WebAssembly thread; on the main thread it competes with HTTP, socket.io and the
// projection runner for one core. On a thread of its own it takes the second core.
//
// A transaction holds the engine from its first statement to its end: nothing else runs
// meanwhile, so every time it waits for the main thread (busy with HTTP, socket.io and the runner)
// the engine idles. Its statements therefore travel in flights: those its caller issued before
// waiting for any answer leave together as one message (a projection batch's independent writes and
// the checkpoints' move), the first flight begins the transaction and the commit goes as the last
// message. A transaction costs one message per step that needs an earlier answer, plus its end,
// instead of one per statement plus its begin and its end.
//
// Chosen over running the runner's write path on this thread, which would leave no wait at all:
// that would load every projection's code (and the contracts and kysely under it) a second time
// on the engine's thread, on the two cores the first start shares, and the reactions consumer
// enqueues through the task queue, which lives on the main thread. What flights leave is one wait
// per transaction, for its commit: `npm run bench -- --only hold` measures it (BENCHMARKS.md, runs
// of 2026-11-28, evening).
export class ThreadedPGlite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, { channel: string; callback: (payload: string) => void }>();
  readonly #transactions = new Map<number, OpenTransaction>();
  #next = 1;
  #closed = false;
  readonly waitReady: Promise<void>;

  constructor(dataDir?: string, options: { profile?: boolean; template?: string } = {}) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, profile: options.profile === true, template: options.template } });
    this.#worker.on('message', (message: Reply | Notify) => {
      if (message.type === 'notify') {
        for (const listener of this.#listeners.values()) if (listener.channel === message.channel) listener.callback(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.error) pending.reject(errorOf(message.error));
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

  // A statement on its own, or (tx) one of an open transaction's, which waits for its flight.
  query<T>(sql: string, params?: unknown[], options?: object, tx?: number): Promise<Results<T>> {
    if (tx === undefined) return this.#call<Results<T>>({ op: 'query', sql, params: params ?? [], options });
    return this.#statement<Results<T>>(tx, { kind: 'query', sql, params: params ?? [], options });
  }

  exec(sql: string, tx?: number): Promise<Array<Results>> {
    if (tx === undefined) return this.#call<Array<Results>>({ op: 'exec', sql });
    return this.#statement<Array<Results>>(tx, { kind: 'exec', sql });
  }

  #statement<T>(tx: number, statement: Omit<Statement, 'settle'>): Promise<T> {
    const open = this.#transactions.get(tx);
    if (!open) return Promise.reject(new Error(`transaction ${tx} is not open`));
    if (open.broken) return Promise.reject(open.broken);
    return new Promise<T>((resolve, reject) => {
      open.waiting.push({ ...statement, settle: { resolve: (v) => resolve(v as T), reject } });
      this.#schedule(open);
    });
  }

  // The waiting statements leave once the microtask queue has turned QUIET_TURNS times without
  // adding one: the caller is then waiting for their answers.
  #schedule(open: OpenTransaction): void {
    open.quiet = 0;
    if (open.scheduled) return;
    open.scheduled = true;
    const turn = () => {
      if (open.quiet++ < QUIET_TURNS) return queueMicrotask(turn);
      open.scheduled = false;
      void this.#fly(open).catch(() => undefined);
    };
    queueMicrotask(turn);
  }

  // Sends the waiting statements (and the end, if given) as one message; each statement gets its
  // own answer. A transaction that never sent a statement has nothing to end.
  async #fly(open: OpenTransaction, end?: 'commit' | 'rollback'): Promise<void> {
    const statements = open.waiting.splice(0);
    if (!statements.length && (!end || !open.begun || open.broken)) return;
    open.begun = true;
    let flight: Flight;
    try {
      flight = await this.#call<Flight>({ op: 'flight', tx: open.id, statements: statements.map(({ settle: _, ...s }) => s), end });
    } catch (error) {
      // the transaction could not begin or went away: nothing of it runs any more
      open.broken = error instanceof Error ? error : new Error(String(error));
      for (const statement of statements) statement.settle.reject(open.broken);
      throw open.broken;
    }
    for (const [i, statement] of statements.entries()) {
      const result = flight.results[i];
      if (result?.error) statement.settle.reject(errorOf(result.error));
      else statement.settle.resolve(result?.value);
    }
    if (flight.error) throw errorOf(flight.error);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const open: OpenTransaction = { id: this.#next++, waiting: [], begun: false, quiet: 0, scheduled: false, broken: null };
    this.#transactions.set(open.id, open);
    let closed = false;
    // statements still waiting leave with the end
    const end = (how: 'commit' | 'rollback') => {
      closed = true;
      this.#transactions.delete(open.id);
      return this.#fly(open, how);
    };
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: object) => this.query<R>(sql, params, options, open.id),
      exec: (sql: string) => this.exec(sql, open.id),
      rollback: async () => {
        if (!closed) await end('rollback');
      },
      get closed() {
        return closed;
      },
    };
    try {
      // kysely's driver, the runner's transactions and the task queue use query, exec and rollback of a transaction only
      const value = await callback(handle as unknown as Transaction);
      if (!closed) await end('commit');
      return value;
    } catch (error) {
      if (!closed) await end('rollback').catch(() => undefined);
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
