import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { confirmationMail } from '../mails';

const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;

// A new account's confirmation link, signed when the mail is sent: no token rests in the log or the
// queue.
export const mailConfirmation = defineReaction({
  name: 'mail-confirmation',
  on: ['UserRegistered'],
  wanted: (event) => event.data.confirmationWanted !== false,
  async react(deps, event, ctx) {
    const { userId, email, first_name, confirmationWanted } = event.data;
    // the seed's accounts want none; an account erased since has no address left
    if (confirmationWanted === false || !email) return;
    const token = await deps.tokens.sign({ sub: userId, purpose: 'confirm-email' }, CONFIRM_TTL_SECONDS);
    const link = `${deps.publicUrl}/?confirmed=${encodeURIComponent(token)}`;
    await sendTemplatedMail(deps, { ...confirmationMail({ email, userId }, first_name, link), key: `${ctx.key}:${email}` });
  },
});
