import { adminEmails, getUserAccount } from '../../../../query/identity/users/get-user-data';
import { defineReaction } from '../../../tasks/reaction';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Every admin gets the feedback by mail, with who sent it.
export const mailFeedback = defineReaction({
  name: 'mail-feedback',
  on: ['FeedbackSent'],
  async react(deps, event, ctx) {
    const { userId, feedback, sentAt } = event.data;
    const from = userId ? await getUserAccount(deps.db, userId) : undefined;
    const who = from ? `${from.first_name} ${from.last_name} <${from.email}>` : 'a visitor without an account';
    for (const email of await adminEmails(deps.db))
      await deps.mailer.send({
        to: email,
        subject: `Feedback from ${who}`,
        text: `${feedback}\n\n— ${who}, ${sentAt}`,
        html: `<p style="white-space:pre-wrap">${escapeHtml(feedback)}</p><p style="color:#667">— ${escapeHtml(who)}, ${sentAt}</p>`,
        key: `${ctx.key}:${email}`,
      });
  },
});
