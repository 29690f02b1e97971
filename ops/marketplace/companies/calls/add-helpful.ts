import { markHelpful } from '../../../../command/marketplace/companies/review-commands';
import { actingUser } from '../../../../command/core/deps';
import { CallFailure } from '../../../../contracts/core/errors';
import { getReview } from '../../../../query/marketplace/companies/get-reviews';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function addHelpful(deps: ApiDeps, input: CallIn<'addHelpful'>, ctx: CallContext): Answer<'addHelpful'> {
  const userId = actingUser(ctx.command);
  const marked = await markHelpful(deps, { reviewId: input.id, userId, kind: input.type }, ctx.command);
  return replyTo(marked, async () => {
    const review = await getReview(deps.db, input.id, userId);
    if (!review) throw new CallFailure('ReviewNotFound');
    return { helpful: review.helpful };
  });
}
