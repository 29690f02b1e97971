import { DateTime } from 'luxon';
import { FOLLOW_UP_ZONE } from '../../../../contracts/backoffice/leads/lead';
import { LEAD_REMINDERS_TASK } from '../../../../contracts/backoffice/leads/ids';
import { leadRemindersDue } from '../../../../query/backoffice/leads/get-leads';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineTask } from '../../../tasks/task-definition';

const timeText = (iso: string) => DateTime.fromISO(iso, { zone: FOLLOW_UP_ZONE }).setLocale('en-GB').toFormat('d LLLL yyyy, HH:mm');

// On the day of a lead's follow-up reminder, once its time has come, its manager is mailed. Hourly;
// the cron sends each tick once whichever worker takes it, and each mail is keyed by the lead and
// its reminder, so a tick run twice (or by two workers) mails once, and a reminder moved mails again.
export const mailLeadReminders = defineTask({
  name: LEAD_REMINDERS_TASK,
  cron: '7 * * * *',
  async handle(deps) {
    const due = await leadRemindersDue(deps.db, deps.clock());
    const brand = (await deps.settings()).brandName;
    for (const lead of due) {
      await sendTemplatedMail(deps, {
        template: 'lead-reminder',
        to: { email: lead.manager.email },
        variables: { brand, name: lead.name, when: timeText(lead.reminder), zone: FOLLOW_UP_ZONE, phone: lead.phone, email: lead.email, summary: lead.summary, link: `${deps.publicUrl}/leads` },
        key: `lead-reminder:${lead.leadId}:${lead.reminder}`,
      });
    }
  },
});
