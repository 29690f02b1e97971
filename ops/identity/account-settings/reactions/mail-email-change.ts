import { emailChangeSubject } from '../../../../command/identity/account-settings/email-change';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { confirmEmailChangeMail } from '../mails';

const LINK_TTL_SECONDS = 24 * 3600;

// The link to the new address, signed when the mail is sent: no token rests in the log or the queue.
export const mailEmailChange = defineReaction({
  name: 'mail-email-change',
  on: ['EmailChangeRequested'],
  async react(deps, event, ctx) {
    const { userId, newEmail, requestedAt } = event.data;
    // an account erased since has no address left
    if (!newEmail) return;
    const token = await deps.tokens.sign({ sub: emailChangeSubject(userId, requestedAt), purpose: 'change-email' }, LINK_TTL_SECONDS);
    const link = `${deps.publicUrl}/email-change?token=${encodeURIComponent(token)}`;
    // in the account's language: the new address has no account of its own yet
    await sendTemplatedMail(deps, { ...confirmEmailChangeMail({ email: newEmail, userId }, link), key: `${ctx.key}:${newEmail}` });
  },
});
