import { forgetExpiredResetCodes } from '../../command/identity/users/credentials';
import { defineTask } from './task-definition';

// Password-reset codes are secrets kept in the write-side credential table (never in events); an
// expired one is useless, so it is not kept. Daily; a run that repeats changes nothing.
export const purgeExpiredResetCodes = defineTask({
  name: 'purge-expired-reset-codes',
  cron: '17 3 * * *',
  async handle(deps) {
    await forgetExpiredResetCodes(deps);
  },
});
