import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openPGlite, openThreadedPGlite, type SqlEngine } from '../../ops/db/database';

// The embedded engine serves concurrent callers through one PGlite session: each caller's
// statements go to it at once, while a transaction keeps everything else out until it ends.
const engines: SqlEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

const wheres = [
  ['on the main thread', () => openPGlite()],
  ['on its worker thread', () => openThreadedPGlite()],
] as const;

// an engine opened there, closed after the test, with a table t (id, v)
async function withTable(open: () => Promise<SqlEngine>): Promise<SqlEngine> {
  const e = await open();
  engines.push(e);
  await sql`CREATE TABLE t (id int PRIMARY KEY, v text)`.execute(e.db);
  return e;
}

// The embedded engine's own tests: the PostgreSQL run (DATABASE_URL set) has no embedded engine
// in use, and they run in npm test.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded engine, apart from the server it may stand in for', () => {
  describe.each(wheres)('the embedded engine %s', (_where, open) => {
    const engine = () => withTable(open);

    it('keeps statements from outside a transaction out until it commits, and they then see its rows', async () => {
      const { db } = await engine();
      const order: string[] = [];
      let inside!: () => void;
      const begun = new Promise<void>((resolve) => (inside = resolve));
      const tx = db.transaction().execute(async (trx) => {
        await sql`INSERT INTO t VALUES (1, 'a')`.execute(trx);
        inside();
        await new Promise((r) => setTimeout(r, 150));
        await sql`INSERT INTO t VALUES (2, 'b')`.execute(trx);
        order.push('commit');
      });
      await begun;
      const outside = sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(db).then((r) => {
        order.push('outside');
        return r.rows[0]!.n;
      });
      await tx;
      expect(await outside).toBe(2);
      expect(order).toEqual(['commit', 'outside']);
    });

    it('runs a transaction that fails before it holds the engine back cleanly, and the next one as usual', async () => {
      const { db } = await engine();
      // a long transaction holds the engine while two more queue behind it: one fails at once, one
      // writes (its statements are sent before it holds the engine)
      const holding = db.transaction().execute(async (trx) => {
        await sql`INSERT INTO t VALUES (20, 'held')`.execute(trx);
        await new Promise((r) => setTimeout(r, 100));
      });
      const failing = db.transaction().execute(async () => {
        throw new Error('failed before any statement');
      });
      const writing = db.transaction().execute(async (trx) => {
        await sql`INSERT INTO t VALUES (21, 'queued')`.execute(trx);
        return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(trx)).rows[0]!.n;
      });
      await expect(failing).rejects.toThrow('failed before any statement');
      await holding;
      // it saw the held row (committed before it began) and its own
      expect(await writing).toBe(2);
      const rows = await sql<{ id: number }>`SELECT id FROM t ORDER BY id`.execute(db);
      expect(rows.rows.map((r) => r.id)).toEqual([20, 21]);
    });

    it('rolls a failed transaction back without touching concurrent ones', async () => {
      const { db } = await engine();
      const failing = db.transaction().execute(async (trx) => {
        await sql`INSERT INTO t VALUES (10, 'x')`.execute(trx);
        throw new Error('changed my mind');
      });
      const good = Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await sql`INSERT INTO t VALUES (${100 + i}, 'y')`.execute(trx);
          await sql`UPDATE t SET v = 'z' WHERE id = ${100 + i}`.execute(trx);
        }),
      );
      await expect(failing).rejects.toThrow('changed my mind');
      await Promise.all(good);
      const rows = await sql<{ id: number; v: string }>`SELECT id, v FROM t ORDER BY id`.execute(db);
      expect(rows.rows).toHaveLength(20);
      expect(rows.rows.every((r) => r.id >= 100 && r.v === 'z')).toBe(true);
    });

    it('answers many concurrent statements, each with its own result', async () => {
      const { db } = await engine();
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => sql<{ n: number }>`SELECT ${i}::int AS n`.execute(db)));
      expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    });
  });

  // Where projections write: a batch's transaction, whose statements issued side by side go to the
  // engine together and whose statements that need an earlier answer follow it.
  describe.each(wheres)('a projection transaction on the embedded engine %s', (_where, open) => {
    const engine = () => withTable(open);

    it('commits the statements issued side by side and those that needed an answer, and keeps others out meanwhile', async () => {
      const { db, projectionTransaction } = await engine();
      let inside!: () => void;
      const begun = new Promise<void>((resolve) => (inside = resolve));
      const order: string[] = [];
      const tx = projectionTransaction!(async (trx) => {
        const [, read] = await Promise.all([sql`INSERT INTO t VALUES (1, 'a'), (2, 'b')`.execute(trx), sql<{ n: number }>`SELECT count(*)::int AS n FROM t`.execute(trx)]);
        inside();
        await new Promise((r) => setTimeout(r, 100));
        // the insert went first: its rows are seen
        await sql`UPDATE t SET v = ${`seen ${read.rows[0]!.n}`} WHERE id = 1`.execute(trx);
        order.push('commit');
        return read.rows[0]!.n;
      });
      await begun;
      const outside = sql<{ v: string }>`SELECT v FROM t WHERE id = 1`.execute(db).then((r) => {
        order.push('outside');
        return r.rows[0]?.v;
      });
      expect(await tx).toBe(2);
      expect(await outside).toBe('seen 2');
      expect(order).toEqual(['commit', 'outside']);
    });

    it('rolls the whole transaction back when one of the statements sent together fails, and fails the ones after it', async () => {
      const { db, projectionTransaction } = await engine();
      const outcomes: Record<string, string | undefined> = {};
      const note = (what: string) => (p: Promise<unknown>) =>
        p.then(
          () => void (outcomes[what] = 'ok'),
          (error: { code?: string }) => void (outcomes[what] = error.code),
        );
      await expect(
        projectionTransaction!(async (trx) => {
          const all = [
            note('first')(sql`INSERT INTO t VALUES (1, 'a')`.execute(trx)),
            note('duplicate')(sql`INSERT INTO t VALUES (1, 'b')`.execute(trx)),
            note('after')(sql`INSERT INTO t VALUES (2, 'c')`.execute(trx)),
          ];
          await Promise.all(all);
          throw new Error('a statement failed');
        }),
      ).rejects.toThrow('a statement failed');
      // 23505: the duplicate key; 25P02: the transaction was aborted before it
      expect(outcomes).toEqual({ first: 'ok', duplicate: '23505', after: '25P02' });
      expect((await sql`SELECT * FROM t`.execute(db)).rows).toEqual([]);
      // the engine is free again
      await projectionTransaction!((trx) => sql`INSERT INTO t VALUES (3, 'd')`.execute(trx));
      expect((await sql<{ id: number }>`SELECT id FROM t`.execute(db)).rows).toEqual([{ id: 3 }]);
    });
  });

  describe('the embedded engine on its worker thread', () => {
    it('takes a projection transaction as one message per step that needs an answer, plus its commit', async () => {
      const e = await withTable(openThreadedPGlite);
      const before = await e.threadStats!();
      await e.projectionTransaction!(async (trx) => {
        // one step: three statements issued side by side, from three callers
        const [, , read] = await Promise.all([
          sql`INSERT INTO t VALUES (1, 'a')`.execute(trx),
          (async () => sql`INSERT INTO t VALUES (2, 'b')`.execute(trx))(),
          sql<{ id: number }>`SELECT id FROM t`.execute(trx),
        ]);
        // a second step, which needed the first one's answer
        await sql`UPDATE t SET v = ${String(read.rows.length)}`.execute(trx);
      });
      const after = await e.threadStats!();
      expect(after.transactions - before.transactions).toBe(1);
      expect(after.transactionMessages - before.transactionMessages).toBe(3);
      expect((await sql`SELECT id, v FROM t ORDER BY id`.execute(e.db)).rows).toEqual([
        { id: 1, v: '2' },
        { id: 2, v: '2' },
      ]);
    });
  });

  // The worker sends a statement and its parameters as one message, the parameters as text chosen by
  // their JavaScript type, as node-postgres sends them to a PostgreSQL server: every kind the product
  // binds reads back as it went in, on its own and inside a transaction, and a failed statement keeps
  // its error's code and leaves the engine usable.
  describe.each(wheres)('parameters on the embedded engine %s', (_where, open) => {
    it('binds text, numbers, booleans, dates, bytes, arrays, JSON and nulls, and keeps errors intact', async () => {
      const e = await open();
      engines.push(e);
      await sql`CREATE TABLE p (id int PRIMARY KEY, s text, n numeric, b boolean, at timestamptz, bytes bytea, tags text[], ints int[], doc jsonb, big bigint)`.execute(e.db);
      const at = new Date('2026-11-30T10:11:12.345Z');
      const doc = { name: 'O\'Brien "quoted"', list: [1, 2], nested: { ok: true } };
      const insert = (id: number, trx = e.db) =>
        sql`INSERT INTO p VALUES (${id}, ${'שלום, O\'Brien \\ "x"'}, ${12.5}, ${false}, ${at}, ${Buffer.from([0, 1, 254, 255])}, ${['a,b', 'c "d"', 'e\\f']}, ${[3, 4]}, ${JSON.stringify(doc)}, ${BigInt('9007199254740993')})`.execute(trx);
      await insert(1);
      await e.db.transaction().execute((trx) => insert(2, trx));
      await sql`INSERT INTO p (id, s, doc) VALUES (${3}, ${null}, ${null})`.execute(e.db);
      const rows = (await sql<Record<string, unknown>>`SELECT id, s, n::text AS n, b, at, encode(bytes, 'hex') AS bytes, tags, ints, doc, big::text AS big FROM p ORDER BY id`.execute(e.db)).rows;
      const written = { s: 'שלום, O\'Brien \\ "x"', n: '12.5', b: false, at, bytes: '0001feff', tags: ['a,b', 'c "d"', 'e\\f'], ints: [3, 4], doc, big: '9007199254740993' };
      expect(rows).toEqual([
        { id: 1, ...written },
        { id: 2, ...written },
        { id: 3, s: null, n: null, b: null, at: null, bytes: null, tags: null, ints: null, doc: null, big: null },
      ]);
      const failed = await sql`INSERT INTO p (id) VALUES (${1})`.execute(e.db).catch((error: unknown) => error);
      expect(failed).toMatchObject({ code: '23505' });
      const { rows: count } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM p WHERE id = ANY(${[1, 2, 3]})`.execute(e.db);
      expect(count).toEqual([{ n: 3 }]);
    });
  });

  describe.each(wheres)('the embedded engine %s, asked how busy it is', (where, open) => {
    it('says it was mostly busy over a window that a long statement filled, and on its own thread idle over a quiet one', async () => {
      const e = await open();
      engines.push(e);
      expect(e.busyShare).toBeDefined();
      // on the main thread the share is the whole thread's, which the tests beside this one share
      if (where === 'on its worker thread') expect(await e.busyShare!(100)).toBeLessThan(0.25);
      // the window opens first; the statement then holds the engine past its end
      const share = e.busyShare!(30);
      const heavy = sql`SELECT count(*) FROM generate_series(1, 3000000)`.execute(e.db);
      expect(await share).toBeGreaterThan(0.5);
      expect(await share).toBeLessThanOrEqual(1);
      await heavy;
    });
  });

  // The engine's thread keeps a statement text it has run before by name and only binds it again.
  describe('statements run again on the embedded engine on its worker thread', () => {
    it('answers each run with its own parameters, once named, and after hundreds of other texts pushed it out', async () => {
      const e = await withTable(openThreadedPGlite);
      await sql`INSERT INTO t SELECT g, 'v' || g FROM generate_series(1, 400) g`.execute(e.db);
      const one = async (id: number) => (await sql<{ v: string }>`SELECT v FROM t WHERE id = ${id}`.execute(e.db)).rows;
      for (const id of [1, 2, 3, 4]) expect(await one(id)).toEqual([{ v: `v${id}` }]);
      // more texts, each run twice, than the engine keeps by name
      for (let n = 0; n < 320; n++) {
        const text = sql<{ v: string; n: number }>`SELECT v, ${sql.lit(n)}::int AS n FROM t WHERE id = ${n + 1}`;
        expect((await text.execute(e.db)).rows).toEqual([{ v: `v${n + 1}`, n }]);
        expect((await text.execute(e.db)).rows).toEqual([{ v: `v${n + 1}`, n }]);
      }
      for (const id of [5, 6, 400]) expect(await one(id)).toEqual([{ v: `v${id}` }]);
      expect(await one(401)).toEqual([]);
    });

    it('fails a text that does not parse each time, with its code, and runs the next ones', async () => {
      const e = await withTable(openThreadedPGlite);
      for (let i = 0; i < 3; i++) expect(await sql`SELECT v FROM t WHERE nope = ${i}`.execute(e.db).catch((error: unknown) => error)).toMatchObject({ code: '42703' });
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM t WHERE id > ${0}`.execute(e.db)).rows).toEqual([{ n: 0 }]);
    });

    it("runs a named text again after its table's columns changed: at once on its own, on the retry inside a transaction", async () => {
      const e = await withTable(openThreadedPGlite);
      await sql`INSERT INTO t VALUES (1, 'a')`.execute(e.db);
      const all = () => sql<Record<string, unknown>>`SELECT * FROM t WHERE id = ${1}`;
      for (let i = 0; i < 3; i++) expect((await all().execute(e.db)).rows).toEqual([{ id: 1, v: 'a' }]);
      await sql`ALTER TABLE t ADD COLUMN w text DEFAULT 'x'`.execute(e.db);
      expect((await all().execute(e.db)).rows).toEqual([{ id: 1, v: 'a', w: 'x' }]);

      for (let i = 0; i < 3; i++) expect((await all().execute(e.db)).rows).toEqual([{ id: 1, v: 'a', w: 'x' }]);
      await sql`ALTER TABLE t ADD COLUMN z int DEFAULT 7`.execute(e.db);
      const inTransaction = () => e.db.transaction().execute(async (trx) => (await all().execute(trx)).rows);
      expect(await inTransaction().catch((error: unknown) => error)).toMatchObject({ code: '0A000' });
      expect(await inTransaction()).toEqual([{ id: 1, v: 'a', w: 'x', z: 7 }]);
      expect((await all().execute(e.db)).rows).toEqual([{ id: 1, v: 'a', w: 'x', z: 7 }]);
    });
  });
});
