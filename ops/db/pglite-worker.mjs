// The embedded PostgreSQL (PGlite, WebAssembly) on a thread of its own, so its work runs on another
// core than the HTTP server, socket.io and the projection runner. Plain JavaScript: a worker thread
// is started by Node itself, without the TypeScript loader. The protocol is ops/db/pglite-thread.ts.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pgUtils from 'pg/lib/utils.js';

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

const { serialize } = protocol;
const concat = (parts) => {
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
};

// Statements the engine has parsed once and keeps by name: a text run again is only bound and
// executed. In the engine's WebAssembly build, parsing and analysing a statement is most of its cost:
// alone, on a copy of the demo's data, a recruiter's job list took 1.09 ms parsed each time and 0.36
// ms by name, a session lookup 0.73 and 0.43 ms (BENCHMARKS.md, 2026-11-30). Each execution is still
// planned for its own parameters (plan_cache_mode = force_custom_plan): a plan made once for any
// parameters can be far worse for some (a rare status, a search's pattern), and that risk is not
// worth the rest of the gain. A text is named on its second run (texts made for one list's length
// run once); at most NAMED_MAX are kept, the least recently used closed first. A named statement
// that a table's change has made stale (its result's columns changed under it: 0A000) is dropped,
// and on its own it runs again at once, parsed afresh; inside a transaction the failure is the
// transaction's, and its retry parses afresh.
const NAMED_MAX = 300;
const SEEN_MAX = 5000;
const named = new Map(); // text -> name, least recently used first
const seen = new Map(); // text -> runs, for texts not named yet
const closing = []; // names to close, with the next statement outside a transaction
let nextName = 1;
const STALE = '0A000';

const forget = (sql) => {
  const name = named.get(sql);
  if (name === undefined) return;
  named.delete(sql);
  closing.push(name);
};

// The name a text runs under ('' for the unnamed statement), naming it first when it is due.
async function nameFor(sql) {
  const name = named.get(sql);
  if (name !== undefined) {
    named.delete(sql);
    named.set(sql, name);
    return name;
  }
  const runs = (seen.get(sql) ?? 0) + 1;
  if (runs < 2) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(sql, runs);
    return '';
  }
  seen.delete(sql);
  const fresh = `s${nextName++}`;
  // a parse that fails names nothing, and fails as the statement would have
  await pglite.execProtocol(concat([serialize.parse({ text: sql, name: fresh }), serialize.sync()]), { syncToFs: false });
  if (named.size >= NAMED_MAX) forget(named.keys().next().value);
  named.set(sql, fresh);
  return fresh;
}

// A statement with parameters as one message to the engine: (parse,) bind, describe, execute and
// sync together, which PostgreSQL's extended protocol allows. PGlite's own query() sends them one at
// a time, with a describe of the statement first, to choose each parameter's serializer by the type
// the engine infers: six trips into the engine per statement. Measured alone on the demo's data,
// the session lookup of every signed-in call takes 2.15 ms that way and 0.61 ms this way; in the
// running app the engine's busy time per command fell by 6-7 % (BENCHMARKS.md, 2026-11-30).
// The parameters go as node-postgres sends them to the PostgreSQL server (pg's prepareValue: text
// chosen by their JavaScript type, bytes as they are), so a statement binds the same way on both
// engines; the rows are read by PGlite's own parsers, as before.
const statementMessage = (sql, name, params, inTransaction) => {
  const parts = [];
  // a transaction may have failed: closing waits for a statement outside one
  if (!inTransaction) for (const old of closing.splice(0)) parts.push(serialize.close({ type: 'S', name: old }));
  if (!name) parts.push(serialize.parse({ text: sql }));
  parts.push(serialize.bind({ statement: name, values: (params ?? []).map((value) => pgUtils.prepareValue(value)) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
  return concat(parts);
};
const execute = async (sql, params, options, inTransaction) => {
  const name = await nameFor(sql);
  try {
    const { messages } = await pglite.execProtocol(statementMessage(sql, name, params, inTransaction), { syncToFs: false });
    return parse.parseResults(messages, pglite.parsers, options)[0];
  } catch (error) {
    if (!name || error?.code !== STALE) throw error;
    forget(sql);
    if (inTransaction) throw error;
    const { messages } = await pglite.execProtocol(statementMessage(sql, '', params, false), { syncToFs: false });
    return parse.parseResults(messages, pglite.parsers, options)[0];
  }
};
// Inside a transaction (which holds PGlite's transaction lock) or on its own, as PGlite's query()
// orders it: one statement at a time, none beside an open transaction.
const runQuery = async (sql, params, options, inTransaction) => {
  const run = () => pglite._runExclusiveQuery(() => timed(sql, () => execute(sql, params, options, inTransaction)));
  if (inTransaction) return run();
  const value = await pglite._runExclusiveTransaction(run);
  await pglite.syncToFs();
  return value;
};

// What the engine's thread did: its busy time is the event loop's active time (PGlite runs each
// statement synchronously on it); the messages it was sent; and how long transactions held the
// engine (nothing else runs meanwhile), of which how long it sat idle between a transaction's
// messages, waiting for the main thread to send its next statements or its end.
const held = { transactions: 0, ms: 0, idleMs: 0, messages: 0 };
let messages = 0;

// With workerData.profile (the bench's anatomy): the engine's own time per statement text, from
// the moment it holds the engine (the main thread's timings include the wait for it; an exec on its
// own includes its wait for an open transaction). Kept for at most 400 texts; the statements after
// that are summed as one.
const profile = workerData.profile ? new Map() : null;
const timed = async (sql, run) => {
  if (!profile) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    const key = profile.has(sql) || profile.size < 400 ? sql : '(other statements)';
    const entry = profile.get(key) ?? { statements: 0, ms: 0 };
    entry.statements++;
    entry.ms += performance.now() - started;
    profile.set(key, entry);
  }
};

let pglite;
// the extensions of ops/db/pglite-options.ts (this file runs without the TypeScript loader)
// workerData.template: a new data directory starts as a copy of an empty database (ops/db/pglite-template.ts)
const ready = PGlite.create({
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  ...(workerData.template ? { loadDataDir: new Blob([readFileSync(workerData.template)]) } : {}),
  extensions: { pg_trgm },
}).then(async (db) => {
  await db.exec('SET plan_cache_mode = force_custom_plan');
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
        results.push({ value: statement.kind === 'exec' ? await timed(statement.sql, async () => (await entry.tx.exec(statement.sql)).map(result)) : result(await runQuery(statement.sql, statement.params, statement.options, true)) });
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
      return result(await runQuery(message.sql, message.params, message.options, false));
    case 'exec':
      return timed(message.sql, async () => (await pglite.exec(message.sql)).map(result));
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
      const statements = profile ? [...profile].map(([sql, t]) => ({ sql, ...t })) : undefined;
      return { activeMs: active, idleMs: idle, messages, transactions: held.transactions, transactionMs: held.ms, transactionIdleMs: held.idleMs, transactionMessages: held.messages, statements };
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
