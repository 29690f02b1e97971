// The embedded PostgreSQL (PGlite, WebAssembly) on a thread of its own, so its work runs on another
// core than the HTTP server, socket.io and the projection runner. Plain JavaScript: a worker thread
// is started by Node itself, without the TypeScript loader. The protocol is ops/db/pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
const transactions = new Map();
const listeners = new Map();

const errorFields = ['code', 'detail', 'hint', 'severity', 'schema', 'table', 'column', 'constraint', 'position', 'where', 'routine'];
const serializeError = (error) => {
  const out = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') for (const key of errorFields) if (error[key] !== undefined) out[key] = error[key];
  return out;
};

const result = (r) => ({ rows: r.rows ?? [], affectedRows: r.affectedRows, fields: r.fields });

// What the engine's thread did: its busy time is the event loop's active time (PGlite runs each
// statement synchronously on it); the messages it was sent; and how long transactions held the
// engine (nothing else runs meanwhile), of which how long it sat idle between a transaction's
// messages, waiting for the main thread to send its next statement or its end.
const held = { transactions: 0, ms: 0, idleMs: 0, messages: 0 };
let messages = 0;

// a statement of an open transaction: its time and its message count towards the transaction's
async function within(entry, run) {
  entry.messages++;
  const started = performance.now();
  try {
    return await run(entry.tx);
  } finally {
    entry.busyMs += performance.now() - started;
  }
}

let pglite;
const ready = PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {}).then((db) => {
  pglite = db;
});

async function handle(message) {
  await ready;
  messages++;
  switch (message.op) {
    case 'query':
    case 'exec': {
      const entry = message.tx ? transactions.get(message.tx) : null;
      if (message.tx && !entry?.tx) throw new Error(`transaction ${message.tx} is not open`);
      const run = (target) => (message.op === 'query' ? target.query(message.sql, message.params, message.options).then(result) : target.exec(message.sql).then((all) => all.map(result)));
      return entry ? within(entry, run) : run(pglite);
    }
    case 'begin':
      // PGlite's own transaction holds its lock: statements from outside it wait until it ends
      return new Promise((begun, failed) => {
        const entry = { tx: null, settle: null, done: null, begunAt: 0, busyMs: 0, messages: 1 };
        const closed = new Promise((resolve, reject) => (entry.settle = { resolve, reject }));
        closed.catch(() => undefined);
        transactions.set(message.tx, entry);
        entry.done = pglite.transaction(async (tx) => {
          entry.tx = tx;
          entry.begunAt = performance.now();
          begun(null);
          await closed;
        });
        entry.done.catch((error) => {
          transactions.delete(message.tx);
          failed(error);
        });
      });
    case 'commit':
    case 'rollback': {
      const entry = transactions.get(message.tx);
      if (!entry) return null;
      transactions.delete(message.tx);
      held.transactions++;
      held.messages += entry.messages + 1;
      const ms = performance.now() - entry.begunAt;
      held.ms += ms;
      held.idleMs += Math.max(0, ms - entry.busyMs);
      if (message.op === 'commit') entry.settle.resolve();
      else entry.settle.reject(new Error('rolled back'));
      try {
        await entry.done;
      } catch (error) {
        if (message.op === 'commit') throw error;
      }
      return null;
    }
    case 'listen': {
      const unlisten = await pglite.listen(message.channel, (payload) => port.postMessage({ type: 'notify', channel: message.channel, payload }));
      listeners.set(message.listenId, unlisten);
      return null;
    }
    case 'unlisten': {
      await listeners.get(message.listenId)?.();
      listeners.delete(message.listenId);
      return null;
    }
    case 'stats': {
      const { active, idle } = performance.eventLoopUtilization();
      return { activeMs: active, idleMs: idle, messages, transactions: held.transactions, transactionMs: held.ms, transactionIdleMs: held.idleMs, transactionMessages: held.messages };
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (message) => {
  handle(message).then(
    (value) => port.postMessage({ type: 'reply', id: message.id, value }),
    (error) => port.postMessage({ type: 'reply', id: message.id, error: serializeError(error) }),
  );
});
