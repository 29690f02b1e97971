import { journeyCalls } from '../../../../contracts/coaching/journey/calls';
import { actOnJourney } from '../../../../command/coaching/journey/act-on-journey';
import { actingUser } from '../../../../command/core/deps';
import { getJourneyComments } from '../../../../query/coaching/journey/get-personal-journey';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { sameJourney } from '../answers';

// Only the comment's author edits or deletes it (staff included).
export async function editDeleteCommentToPesonalJourney(deps: ApiDeps, input: CallIn<'editDeleteCommentToPesonalJourney'>, ctx: CallContext): Answer<'editDeleteCommentToPesonalJourney'> {
  sameJourney(ctx, input.journeyId);
  const userId = subject(ctx);
  const actorId = actingUser(ctx.command);
  const { editContent } = deps.richText.cleanFields(journeyCalls.editDeleteCommentToPesonalJourney.input, input);
  const request =
    input.action === 'Delete' ? { type: 'DeleteComment' as const, userId, actorId, commentId: input.id } : { type: 'EditComment' as const, userId, actorId, commentId: input.id, content: editContent ?? '' };
  const done = await actOnJourney(deps, request, ctx.command);
  return replyTo(done, async () => ({ comments: await getJourneyComments(deps.db, userId) }));
}
