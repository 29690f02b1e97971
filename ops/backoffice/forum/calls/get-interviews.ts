import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { forumAnswer } from '../forum-answer';

export async function getInterviews(deps: ApiDeps, input: CallIn<'getInterviews'>, ctx: CallContext): Answer<'getInterviews'> {
  return forumAnswer(deps, ctx, input.urlParams);
}
