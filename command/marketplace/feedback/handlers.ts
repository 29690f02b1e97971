import { encode } from '../../../contracts/events';
import { feedbackStreamId } from '../../../contracts/marketplace/feedback/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Feedback is recorded as an event and mailed to every admin.
export async function sendFeedback(deps: CommandDeps, ctx: CommandContext, feedback: string): Promise<Appended> {
  const feedbackId = deps.newId();
  const sentAt = deps.clock().toISOString();
  const appended = await deps.store.append(
    feedbackStreamId(feedbackId),
    [encode({ type: 'FeedbackSent', data: { feedbackId, userId: ctx.userId, feedback, sentAt } }, metadataOf(ctx))],
    { expectedVersion: 'no_stream' },
  );
  const admins = await deps.db.selectFrom('user_account').select('email').where('is_admin', '=', true).execute();
  const from = ctx.userId
    ? await deps.db.selectFrom('user_account').select(['email', 'first_name', 'last_name']).where('id', '=', ctx.userId).executeTakeFirst()
    : undefined;
  const who = from ? `${from.first_name} ${from.last_name} <${from.email}>` : 'a visitor without an account';
  for (const admin of admins)
    await deps.mailer.send({
      to: admin.email,
      subject: `Feedback from ${who}`,
      text: `${feedback}\n\n— ${who}, ${sentAt}`,
      html: `<p style="white-space:pre-wrap">${escapeHtml(feedback)}</p><p style="color:#667">— ${escapeHtml(who)}, ${sentAt}</p>`,
    });
  return { position: appended.position, types: ['FeedbackSent'] };
}
