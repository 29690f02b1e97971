import { actOnTracker } from '../../../../command/coaching/tracker/act-on-tracker';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { interviewAnswer } from '../answers';

export async function editTalentInterviews(deps: ApiDeps, input: CallIn<'editTalentInterviews'>, ctx: CallContext): Answer<'editTalentInterviews'> {
  const userId = subject(ctx);
  const done = await actOnTracker(deps, { type: 'GiveFeedback', userId, company: input.company, feedback: input.newData.feedback, ...(input.interviewId ? { interviewId: input.interviewId } : {}) }, ctx.command);
  return replyTo(done, (d) => {
    const given = d.events.find((e) => e.type === 'InterviewFeedbackGiven');
    return interviewAnswer(deps, userId, given && 'interviewId' in given.data ? given.data.interviewId : (input.interviewId ?? null));
  });
}
