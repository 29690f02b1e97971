import { ALERT_DIGEST_TASK, ALERT_INSTANT_TASK } from '../../../../contracts/marketplace/alerts/ids';
import { defineTask } from '../../../tasks/task-definition';
import { sendAlertMails } from '../alert-sender';

// Daily and weekly alerts at 06:00 UTC (08:00 or 09:00 in Israel): each tick fires on one worker,
// and each alert mails once per day (per week for weekly ones, the first run of the week) whoever
// runs it, however often.
export const mailAlertDigests = defineTask({
  name: ALERT_DIGEST_TASK,
  cron: '0 6 * * *',
  async handle(deps) {
    await sendAlertMails(deps, ['daily', 'weekly'], deps.clock());
  },
});

// Alerts sent as matches happen: every minute, the matches since the last look.
export const mailInstantAlerts = defineTask({
  name: ALERT_INSTANT_TASK,
  cron: '* * * * *',
  async handle(deps) {
    await sendAlertMails(deps, ['instant'], deps.clock());
  },
});
