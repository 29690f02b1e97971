import { CallFailure } from '../../../../contracts/core/errors';
import { getReviewsTab } from '../../../../query/marketplace/companies/get-reviews';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getReviews(deps: ApiDeps, input: CallIn<'getReviews'>, ctx: CallContext): Answer<'getReviews'> {
  const tab = await getReviewsTab(deps.db, input, ctx.user?.id ?? null);
  if (!tab) throw new CallFailure('CompanyNotFound');
  return tab;
}
