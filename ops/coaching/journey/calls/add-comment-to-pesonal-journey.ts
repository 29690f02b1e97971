import { journeyCalls } from '../../../../contracts/coaching/journey/calls';
import { actOnJourney } from '../../../../command/coaching/journey/act-on-journey';
import { actingUser } from '../../../../command/core/deps';
import { getJourneyComments } from '../../../../query/coaching/journey/get-personal-journey';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { sameJourney } from '../answers';

export async function addCommentToPesonalJourney(deps: ApiDeps, input: CallIn<'addCommentToPesonalJourney'>, ctx: CallContext): Answer<'addCommentToPesonalJourney'> {
  sameJourney(ctx, input.journeyId);
  const userId = subject(ctx);
  const { newComment } = deps.richText.cleanFields(journeyCalls.addCommentToPesonalJourney.input, input);
  const done = await actOnJourney(deps, { type: 'AddComment', userId, authorId: actingUser(ctx.command), content: newComment }, ctx.command);
  return replyTo(done, async () => ({ comments: await getJourneyComments(deps.db, userId) }));
}
