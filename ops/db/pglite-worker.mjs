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

// what the engine's thread did: its busy time is the event loop's active time (PGlite runs each
// statement synchronously on it), and how long transactions held the engine (nothing else runs
// meanwhile, including while the transaction waits for its next statement from the main thread)
const held = { transactions: 0, ms: 0 };

let pglite;
const ready = PGlite.create(workerData.dataDir ? { dataDir: workerData.dataDir } : {}).then((db) => {
  pglite = db;
});

async function handle(message) {
  await ready;
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : pglite;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      return result(await target.query(message.sql, message.params, message.options));
    }
    case 'exec': {
      const target = message.tx ? transactions.get(message.tx)?.tx : pglite;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      return (await target.exec(message.sql)).map(result);
    }
    case 'begin':
      // PGlite's own transaction holds its lock: statements from outside it wait until it ends
      return new Promise((begun, failed) => {
        const entry = { tx: null, settle: null, done: null, begunAt: 0 };
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
      held.ms += performance.now() - entry.begunAt;
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
      return { activeMs: active, idleMs: idle, transactions: held.transactions, transactionMs: held.ms };
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
