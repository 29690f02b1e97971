import { writeReview } from '../../../../command/marketplace/companies/review-commands';
import { actingUser } from '../../../../command/core/deps';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { companyMessages } from '../../../../contracts/marketplace/companies/messages';
import { getCompanyById } from '../../../../query/marketplace/companies/get-companies';
import { getReview } from '../../../../query/marketplace/companies/get-reviews';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function addReview(deps: ApiDeps, input: CallIn<'addReview'>, ctx: CallContext): Answer<'addReview'> {
  const author = actingUser(ctx.command);
  const written = await writeReview(deps, { authorId: author, review: input }, ctx.command);
  // a refusal names its field, so the dialog marks it there
  if (isDomainError(written)) {
    if ('field' in written && written.field && written.message) throw new CallFailure(written.code, written.message, { issues: [{ path: written.field, message: written.message }] });
    throw new CallFailure(written.code, written.message);
  }
  return replyTo(written, async ({ reviewId }) => {
    const [review, company] = await Promise.all([getReview(deps.db, reviewId, author), getCompanyById(deps.db, input.company)]);
    if (!review || !company) throw new CallFailure('ReviewNotFound');
    return { review, company, ...said(companyMessages, 'ReviewThanks') };
  });
}
