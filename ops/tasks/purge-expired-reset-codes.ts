import { defineTask } from './task-definition';

// Password-reset codes are secrets kept in the write-side credential table (never in events); an
// expired one is useless, so it is not kept. Daily; a run that repeats changes nothing.
export const purgeExpiredResetCodes = defineTask({
  name: 'purge-expired-reset-codes',
  cron: '17 3 * * *',
  async handle(deps) {
    await deps.db
      .updateTable('credential')
      .set({ reset_code_hash: null, reset_expires_at: null })
      .where('reset_expires_at', '<', deps.clock())
      .execute();
  },
});
