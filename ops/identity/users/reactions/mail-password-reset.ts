import { issueResetCode } from '../../../../command/identity/users/credentials';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { resetPasswordMail } from '../mails';

// The link to choose a new password. Its code is made here, when the mail is sent, and only its hash
// is kept (in the credential): no code rests in the log or the queue.
export const mailPasswordReset = defineReaction({
  name: 'mail-password-reset',
  on: ['PasswordResetRequested'],
  async react(deps, event, ctx) {
    const requestedAt = new Date(event.data.requestedAt);
    const expiresAt = new Date(event.data.expiresAt);
    // a link that would arrive dead is not sent
    if (expiresAt.getTime() <= deps.clock().getTime()) return;
    const issued = await issueResetCode(deps, { userId: event.data.userId, requestedAt, expiresAt });
    if (!issued) return;
    const link = `${deps.publicUrl}/newPassword?email=${encodeURIComponent(issued.email)}&code=${encodeURIComponent(issued.code)}`;
    await sendTemplatedMail(deps, { ...resetPasswordMail({ email: issued.email, userId: event.data.userId }, link), key: `${ctx.key}:${issued.email}` });
  },
});
