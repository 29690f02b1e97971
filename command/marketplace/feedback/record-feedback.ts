import { encode } from '../../../contracts/events';
import { feedbackStreamId } from '../../../contracts/marketplace/feedback/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

export type RecordFeedback = { feedback: string };

// Feedback is an event of its own stream; mailing it to the admins is a reaction to it.
export async function recordFeedback(deps: CommandDeps, command: RecordFeedback, ctx: CommandContext): Promise<Appended> {
  const feedbackId = deps.newId();
  const sentAt = deps.clock().toISOString();
  const appended = await deps.store.append(
    feedbackStreamId(feedbackId),
    [encode({ type: 'FeedbackSent', data: { feedbackId, userId: ctx.actor, feedback: command.feedback, sentAt } }, metadataOf(ctx))],
    { expectedVersion: 'no_stream' },
  );
  return { position: appended.position, types: ['FeedbackSent'] };
}
