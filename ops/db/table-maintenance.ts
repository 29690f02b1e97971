import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { SqlEngine } from './database';

export type TableMaintenanceSetting = 'auto' | 'on' | 'off';

// Whether this process must vacuum and analyze the tables itself: the embedded engine runs no
// autovacuum (PGlite has no background workers, though it reports the setting on), and a server may
// have it turned off. 'auto' does it exactly then.
export async function tableMaintenanceNeeded(engine: SqlEngine, setting: TableMaintenanceSetting): Promise<boolean> {
  if (setting !== 'auto') return setting === 'on';
  if (engine.engine === 'pglite') return true;
  const { rows } = await sql<{ autovacuum: string }>`SELECT current_setting('autovacuum') AS autovacuum`.execute(engine.db);
  return rows[0]?.autovacuum !== 'on';
}

export type MaintenanceReport = { vacuumed: string[]; analyzed: string[]; deferred: string[] };

// On the embedded engine a VACUUM or ANALYZE holds the one engine for its whole run (70-140 ms for
// each large table of the demo's data), and every statement behind it waits: at 100 commands a
// second, one minute's maintenance of four tables left a backlog that took the rest of a ten-second
// run to drain (p95 360-920 ms against 35-40 ms without it; BENCHMARKS.md, 2026-11-30). So there it
// yields to the product's own work: before each table it asks whether the engine is busy, and a busy
// engine's table waits for a later run, up to `maxDeferMs`, after which it is done anyway (a table
// never analyzed would slowly spoil the plans of every search on it). A server runs maintenance
// beside the sessions it serves, so nothing is asked there.
export type Yielding = {
  // true while the engine is busy with other work (asked before each table until it says so)
  busy(): Promise<boolean>;
  // when each table was first put off, kept from one run to the next
  deferredSince: Map<string, number>;
  maxDeferMs: number;
  now(): number;
};

// What autovacuum would do now, with its default thresholds: vacuum a table whose dead rows pass
// 50 + 20 % of its live rows (updates and deletes leave them; every index scan steps over them) or
// whose rows inserted since the last vacuum pass 1,000 + 20 % (a vacuum marks their pages all
// visible, which the listing walks' index-only scans need); analyze one whose changes since the last
// analyze pass 50 + 10 % (the planner's estimates, which search relies on). A table another session
// holds locked (a rebuild swapping it in) is left for the next run.
export async function maintainTables(db: Kysely<Database>, yielding?: Yielding): Promise<MaintenanceReport> {
  // the embedded engine reports a statement's table counts lazily: ask for them now (PostgreSQL 15+)
  await sql`SELECT pg_stat_force_next_flush()`.execute(db).catch(() => undefined);
  await sql`SELECT 1`.execute(db);
  const { rows } = await sql<{ schema: string; table: string; vacuum: boolean; analyze: boolean }>`
    SELECT schemaname AS schema, relname AS table,
      n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup AS vacuum,
      n_mod_since_analyze > 50 + 0.1 * n_live_tup AS analyze
    FROM pg_stat_user_tables
    WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup
    ORDER BY n_dead_tup DESC`.execute(db);
  const report: MaintenanceReport = { vacuumed: [], analyzed: [], deferred: [] };
  let busy = false;
  for (const row of rows) {
    const table = sql.table(`${row.schema}.${row.table}`);
    const name = `${row.schema}.${row.table}`;
    if (yielding) {
      const since = yielding.deferredSince.get(name) ?? yielding.now();
      // once busy, the rest of the run's tables wait without asking again
      if (yielding.now() - since < yielding.maxDeferMs && (busy ||= await yielding.busy())) {
        yielding.deferredSince.set(name, since);
        report.deferred.push(name);
        continue;
      }
      yielding.deferredSince.delete(name);
    }
    if (row.vacuum) {
      await sql`VACUUM (ANALYZE, SKIP_LOCKED) ${table}`.execute(db);
      report.vacuumed.push(name);
    } else {
      await sql`ANALYZE (SKIP_LOCKED) ${table}`.execute(db);
      report.analyzed.push(name);
    }
  }
  return report;
}
