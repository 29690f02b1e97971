import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { emailChangedNoticeMail } from '../mails';

// The old address hears that the account moved to another one.
export const mailEmailChanged = defineReaction({
  name: 'mail-email-changed',
  on: ['EmailChanged'],
  async react(deps, event, ctx) {
    const { userId, email, previousEmail } = event.data;
    if (!previousEmail) return;
    const link = `${deps.publicUrl}/?newPassword&email=${encodeURIComponent(previousEmail)}`;
    await sendTemplatedMail(deps, { ...emailChangedNoticeMail({ email: previousEmail, userId }, email, link), key: `${ctx.key}:${previousEmail}` });
  },
});
