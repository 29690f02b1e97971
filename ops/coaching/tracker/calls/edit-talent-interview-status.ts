import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { interviewAnswer } from '../answers';

export async function editTalentInterviewStatus(deps: ApiDeps, input: CallIn<'editTalentInterviewStatus'>, ctx: CallContext): Answer<'editTalentInterviewStatus'> {
  const userId = subject(ctx);
  const done = await actOnTracker(
    deps,
    { type: 'ChangeStatus', userId, company: input.company, status: input.newStatus, ...(input.interviewId ? { interviewId: input.interviewId } : {}), ...(input.feedback ? { feedback: input.feedback } : {}) },
    ctx.command,
  );
  return replyTo(done, (d) => {
    const changed = d.events.find((e) => e.type === 'InterviewStatusChanged' || e.type === 'InterviewFeedbackGiven');
    return interviewAnswer(deps, userId, changed && 'interviewId' in changed.data ? changed.data.interviewId : (input.interviewId ?? null));
  });
}
