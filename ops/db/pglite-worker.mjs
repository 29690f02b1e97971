// The embedded PostgreSQL (PGlite, WebAssembly) on a thread of its own, so its work runs on another
// core than the HTTP server, socket.io and the projection runner. Plain JavaScript: a worker thread
// is started by Node itself, without the TypeScript loader. The protocol is ops/db/pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
// messages, waiting for the main thread to send its next statements or its end.
const held = { transactions: 0, ms: 0, idleMs: 0, messages: 0 };
let messages = 0;

let pglite;
// the extensions of ops/db/pglite-options.ts (this file runs without the TypeScript loader)
const ready = PGlite.create({ ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}), extensions: { pg_trgm } }).then((db) => {
  pglite = db;
});

// A transaction is opened by its first flight and holds PGlite's lock (statements from outside it
// wait) until a flight ends it. Its flights run one after another, in the order they came.
function open(id) {
  const entry = { tx: null, failed: null, settle: null, done: null, begunAt: 0, busyMs: 0, messages: 0, queue: null };
  const closed = new Promise((resolve, reject) => (entry.settle = { resolve, reject }));
  closed.catch(() => undefined);
  transactions.set(id, entry);
  entry.queue = new Promise((begun) => {
    entry.done = pglite.transaction(async (tx) => {
      entry.tx = tx;
      entry.begunAt = performance.now();
      begun();
      await closed;
    });
    // one that could not begin fails each of its flights, until the one that ends it
    entry.done.catch((error) => {
      if (entry.tx) return;
      entry.failed = error;
      begun();
    });
  });
  return entry;
}

async function end(id, entry, how) {
  transactions.delete(id);
  held.transactions++;
  held.messages += entry.messages;
  const ms = performance.now() - entry.begunAt;
  held.ms += ms;
  held.idleMs += Math.max(0, ms - entry.busyMs);
  if (how === 'commit') entry.settle.resolve();
  else entry.settle.reject(new Error('rolled back'));
  try {
    await entry.done;
  } catch (error) {
    if (how === 'commit') throw error;
  }
}

// A flight: statements of one transaction sent together (those its caller issued before waiting
// for any answer), the first flight opening it, and the last one possibly ending it. Each statement
// gets its own answer; after a failed one PostgreSQL fails the rest (the transaction is aborted).
async function flight(message) {
  let entry = transactions.get(message.tx);
  if (!entry) {
    if (!message.statements.length && message.end) return { results: [] };
    entry = open(message.tx);
  }
  entry.messages++;
  const run = entry.queue.then(async () => {
    if (entry.failed) {
      if (message.end) transactions.delete(message.tx);
      throw entry.failed;
    }
    const started = performance.now();
    const results = [];
    for (const statement of message.statements) {
      try {
        results.push({ value: statement.kind === 'exec' ? (await entry.tx.exec(statement.sql)).map(result) : result(await entry.tx.query(statement.sql, statement.params, statement.options)) });
      } catch (error) {
        results.push({ error: serializeError(error) });
      }
    }
    entry.busyMs += performance.now() - started;
    if (!message.end) return { results };
    try {
      await end(message.tx, entry, message.end);
      return { results };
    } catch (error) {
      return { results, error: serializeError(error) };
    }
  });
  // the next flight runs after this one, whatever became of it
  entry.queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

async function handle(message) {
  await ready;
  messages++;
  switch (message.op) {
    case 'query':
      return result(await pglite.query(message.sql, message.params, message.options));
    case 'exec':
      return (await pglite.exec(message.sql)).map(result);
    case 'flight':
      return flight(message);
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
