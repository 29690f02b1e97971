import { adminEmails, getUserAccount } from '../../../../query/identity/users/get-user-data';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

// Every admin gets the feedback by mail, with who sent it.
export const mailFeedback = defineReaction({
  name: 'mail-feedback',
  on: ['FeedbackSent'],
  async react(deps, event, ctx) {
    const { userId, feedback, sentAt } = event.data;
    const from = userId ? await getUserAccount(deps.db, userId) : undefined;
    const who = from ? `${from.first_name} ${from.last_name} <${from.email}>` : 'a visitor without an account';
    for (const email of await adminEmails(deps.db))
      await sendTemplatedMail(deps, { template: 'feedback', to: { email }, variables: { who, feedback, sentAt }, key: `${ctx.key}:${email}` });
  },
});
