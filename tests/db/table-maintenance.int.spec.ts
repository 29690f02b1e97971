import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../contracts/database';
import { maintainTables, tableMaintenanceNeeded, type Yielding } from '../../ops/db/table-maintenance';
import { sqlTargets as targets, type OpenedEngine } from '../support/test-databases';

type Stats = { live: number; dead: number; modified: number; estimated: number };

for (const target of targets) {
  const title = target.skipReason ? `table maintenance on ${target.name} (skipped: ${target.skipReason})` : `table maintenance on ${target.name}`;

  describe.skipIf(target.skipReason !== null)(title, () => {
    let opened: OpenedEngine | undefined;
    beforeAll(async () => {
      opened = await target.open();
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    // One connection throughout: a server backend reports its table counts when it is asked to.
    const onOneConnection = <T>(run: (db: Kysely<Database>) => Promise<T>) => opened!.engine.db.connection().execute(run);
    const stats = async (db: Kysely<Database>, table: string): Promise<Stats> => {
      await sql`SELECT pg_stat_force_next_flush()`.execute(db);
      await sql`SELECT 1`.execute(db);
      const { rows } = await sql<Stats>`SELECT n_live_tup::int AS live, n_dead_tup::int AS dead, n_mod_since_analyze::int AS modified,
          (SELECT reltuples::int FROM pg_class WHERE oid = relid) AS estimated
        FROM pg_stat_user_tables WHERE relname = ${table}`.execute(db);
      return rows[0]!;
    };

    it('is done by this process on the embedded engine, on a server only where autovacuum is off, or as set', async () => {
      const engine = opened!.engine;
      const { rows } = await sql<{ autovacuum: string }>`SELECT current_setting('autovacuum') AS autovacuum`.execute(engine.db);
      expect(await tableMaintenanceNeeded(engine, 'auto')).toBe(engine.engine === 'pglite' || rows[0]!.autovacuum !== 'on');
      expect(await tableMaintenanceNeeded(engine, 'on')).toBe(true);
      expect(await tableMaintenanceNeeded(engine, 'off')).toBe(false);
    });

    it('vacuums and analyzes a table that updates left full of dead rows, then leaves it be', async () => {
      await onOneConnection(async (db) => {
        await sql`CREATE TABLE churned (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
        await sql`INSERT INTO churned SELECT g, 0 FROM generate_series(1, 2000) g`.execute(db);
        await sql`UPDATE churned SET n = n + 1`.execute(db);
        await sql`UPDATE churned SET n = n + 1`.execute(db);
        const before = await stats(db, 'churned');
        expect(before.dead).toBeGreaterThanOrEqual(4000);

        const report = await maintainTables(db);
        expect(report.vacuumed).toContain('public.churned');
        const after = await stats(db, 'churned');
        expect(after).toMatchObject({ live: 2000, dead: 0, modified: 0, estimated: 2000 });

        // nothing left to do for it
        const again = await maintainTables(db);
        expect([...again.vacuumed, ...again.analyzed]).not.toContain('public.churned');
      });
    });

    it('analyzes a table whose rows changed a little since, without a vacuum', async () => {
      await onOneConnection(async (db) => {
        await sql`CREATE TABLE settled (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
        await sql`INSERT INTO settled SELECT g, 0 FROM generate_series(1, 1000) g`.execute(db);
        await maintainTables(db);
        // 200 of 1,000 changed: past analyze's threshold (50 + 10 %), short of vacuum's (50 + 20 %)
        await sql`UPDATE settled SET n = 1 WHERE id <= 200`.execute(db);
        const report = await maintainTables(db);
        expect(report.analyzed).toContain('public.settled');
        expect(report.vacuumed).not.toContain('public.settled');
        expect((await stats(db, 'settled')).modified).toBe(0);
      });
    });

    it('puts a table off while the engine is busy, for at most the longest wait, then does it', async () => {
      await onOneConnection(async (db) => {
        await sql`CREATE TABLE waited (id int PRIMARY KEY, n int NOT NULL)`.execute(db);
        await sql`INSERT INTO waited SELECT g, 0 FROM generate_series(1, 2000) g`.execute(db);
        await sql`UPDATE waited SET n = n + 1`.execute(db);
        await sql`CREATE TABLE waited_too (id int PRIMARY KEY)`.execute(db);
        await sql`INSERT INTO waited_too SELECT g FROM generate_series(1, 2000) g`.execute(db);
        let now = 1_000_000;
        let busy = true;
        const asked: number[] = [];
        const yielding: Yielding = {
          busy: async () => {
            asked.push(now);
            return busy;
          },
          deferredSince: new Map(),
          maxDeferMs: 60_000,
          now: () => now,
        };

        const first = await maintainTables(db, yielding);
        expect(first.deferred).toEqual(expect.arrayContaining(['public.waited', 'public.waited_too']));
        // asked once: a busy engine's run puts the rest off without asking again
        expect(asked).toHaveLength(1);
        expect([...first.vacuumed, ...first.analyzed]).not.toContain('public.waited');
        expect((await stats(db, 'waited')).dead).toBeGreaterThanOrEqual(2000);
        expect(yielding.deferredSince.get('public.waited')).toBe(1_000_000);

        // still busy, and not yet waited long enough: put off again, since the first time
        now += 59_999;
        expect((await maintainTables(db, yielding)).deferred).toContain('public.waited');
        expect(yielding.deferredSince.get('public.waited')).toBe(1_000_000);

        // waited the longest: done however busy the engine is, without asking
        now += 1;
        const asks = asked.length;
        const late = await maintainTables(db, yielding);
        expect(late.vacuumed).toContain('public.waited');
        expect(late.deferred).not.toContain('public.waited');
        expect(yielding.deferredSince.has('public.waited')).toBe(false);
        expect((await stats(db, 'waited')).dead).toBe(0);

        // an idle engine's table is done at once
        await sql`UPDATE waited SET n = n + 1`.execute(db);
        busy = false;
        const idle = await maintainTables(db, yielding);
        expect(idle.vacuumed).toContain('public.waited');
        expect(asked.length).toBeGreaterThan(asks);
      });
    });
  });
}
