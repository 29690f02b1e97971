import { maintainTables, type Yielding } from '../db/table-maintenance';
import { defineTask } from './task-definition';

// On the embedded engine a table waits while the engine was busy for more than this share of a
// window (a few people using the product keep it under a tenth; 100 commands a second, about seven
// tenths), and for at most this long. The run's first window is a second; before each further table
// a short one, so that a run with many tables due takes a few seconds more, not one per table.
const BUSY_SHARE = 0.25;
const FIRST_WINDOW_MS = 1000;
const NEXT_WINDOW_MS = 100;
const MAX_DEFER_MS = 10 * 60_000;
// when each table was first put off, per database (nothing kept at module level outlives its app)
const deferredSinceOf = new WeakMap<object, Map<string, number>>();
const deferredSince = (db: object): Map<string, number> => {
  let since = deferredSinceOf.get(db);
  if (!since) deferredSinceOf.set(db, (since = new Map()));
  return since;
};

// Vacuum and analyze the tables that need it, where the database does not do it by itself (the
// embedded engine; a server with autovacuum off; TABLE_MAINTENANCE). Every minute; a run that finds
// nothing to do reads one statistics view. On the embedded engine it yields to the product's own
// work (ops/db/table-maintenance.ts).
export const maintainTablesJob = defineTask({
  name: 'maintain-tables',
  cron: '* * * * *',
  async handle(deps) {
    if (!deps.tableMaintenance) return;
    const share = deps.engineBusyShare;
    let window = FIRST_WINDOW_MS;
    const busy = async () => {
      const measured = await share!(window);
      window = NEXT_WINDOW_MS;
      return measured > BUSY_SHARE;
    };
    const yielding: Yielding | undefined = share ? { busy, deferredSince: deferredSince(deps.db), maxDeferMs: MAX_DEFER_MS, now: Date.now } : undefined;
    await maintainTables(deps.db, yielding);
  },
});
