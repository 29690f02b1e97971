import { maintainTables } from '../db/table-maintenance';
import { defineTask } from './task-definition';

// Vacuum and analyze the tables that need it, where the database does not do it by itself (the
// embedded engine; a server with autovacuum off; TABLE_MAINTENANCE). Every minute; a run that finds
// nothing to do reads one statistics view.
export const maintainTablesJob = defineTask({
  name: 'maintain-tables',
  cron: '* * * * *',
  async handle(deps) {
    if (deps.tableMaintenance) await maintainTables(deps.db);
  },
});
