import { adminEmails } from '../../../../query/identity/users/get-user-data';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { reportNoticeMail } from '../mails';

// Every admin is told of a new report, with the job's title when it is a job.
export const mailReportNotice = defineReaction({
  name: 'mail-report-notice',
  on: ['ObjectReported'],
  async react(deps, event, ctx) {
    const { type, objectId, reason } = event.data;
    const job = type === 'job' ? await deps.db.selectFrom('job').select('title').where('id', '=', objectId).executeTakeFirst() : undefined;
    const link = `${deps.publicUrl}/reports`;
    for (const email of await adminEmails(deps.db)) await sendTemplatedMail(deps, { ...reportNoticeMail({ email }, { type, reason, item: job?.title ?? null }, link), key: `${ctx.key}:${email}` });
  },
});
