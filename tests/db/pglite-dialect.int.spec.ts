import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openPGlite, openThreadedPGlite, type SqlEngine } from '../../ops/db/database';

// The embedded engine serves concurrent callers through one PGlite session: each caller's
// statements go to it at once, while a transaction keeps everything else out until it ends.
const engines: SqlEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close();
});

describe.each([
  ['on the main thread', () => openPGlite()],
  ['on its worker thread', () => openThreadedPGlite()],
])('the embedded engine %s', (_where, open) => {
  async function engine() {
    const e = await open();
    engines.push(e);
    await sql`CREATE TABLE t (id int PRIMARY KEY, v text)`.execute(e.db);
    return e;
  }

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
