import { CallFailure } from '../../../../contracts/core/errors';
import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { byStaff, replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { interviewAnswer } from '../answers';

export async function addEditInterviewComment(deps: ApiDeps, input: CallIn<'addEditInterviewComment'>, ctx: CallContext): Answer<'addEditInterviewComment'> {
  const userId = subject(ctx);
  const done = await actOnTracker(
    deps,
    { type: 'WriteInterviewSummary', userId, interviewId: input.interviewId, kind: input.kind, index: input.index ?? null, content: input.content, byStaff: byStaff(ctx) },
    ctx.command,
  );
  return replyTo(done, async () => {
    const { interview } = await interviewAnswer(deps, userId, input.interviewId);
    if (!interview) throw new CallFailure('TrackerNotFound');
    return { interview };
  });
}
