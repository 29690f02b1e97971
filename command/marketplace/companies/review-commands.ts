import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { companyReviewStreamId } from '../../../contracts/marketplace/companies/ids';
import { addReviewSchema, currentReviewSchema, formerReviewSchema, interviewReviewSchema, type AddReview } from '../../../contracts/marketplace/companies/review';
import type { ReviewKind } from '../../../contracts/marketplace/companies/review-values';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import type { CompanyEvent } from '../../../contracts/marketplace/companies/events';
import type { ReviewState } from './company';
import { reviewDecider, yearFieldOf } from './decide-review';
import { companyExists } from './facts';

// A refusal that names the field to fix.
export type FieldRefusal = DomainError & { field: string };

// Rich-text fields (pros, cons, the advice, the process) are cleaned before anything is decided or
// stored; what is left must still be a whole review (pros that were only a script are no pros).
// (the sanitiser walks objects, not unions: the review's own type's shape is handed to it)
const shapeOf = { current: currentReviewSchema, former: formerReviewSchema, interview: interviewReviewSchema } as const;
function cleanReview(deps: CommandDeps, review: AddReview): AddReview | FieldRefusal {
  const checked = addReviewSchema.safeParse(deps.richText.cleanFields(shapeOf[review.type], review));
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  return { ...domainError('ReviewRefused', issue?.message), field: issue?.path.join('.') ?? '' };
}

export type WrittenReview = Handled<ReviewState, CompanyEvent> & { reviewId: string };

// A review written by a signed-in person, of a listed company.
export async function writeReview(deps: CommandDeps, request: { authorId: string; review: AddReview }, ctx: CommandContext): Promise<WrittenReview | DomainError | FieldRefusal> {
  const review = cleanReview(deps, request.review);
  if ('field' in review) return review;
  const reviewId = deps.newId();
  const handled = await handleCommand(
    deps.store,
    companyReviewStreamId(reviewId),
    reviewDecider,
    async () => ({ type: 'AddReview' as const, reviewId, authorId: request.authorId, review, companyExists: await companyExists(deps, review.company), now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(handled)) return handled.code === 'ReviewRefused' ? { ...handled, field: yearFieldOf(review) ?? '' } : handled;
  return { ...handled, reviewId };
}

// Helpful, once per person; a second mark changes nothing.
export async function markHelpful(deps: CommandDeps, request: { reviewId: string; userId: string; kind: ReviewKind }, ctx: CommandContext): Promise<Handled<ReviewState, CompanyEvent> | DomainError> {
  return handleCommand(deps.store, companyReviewStreamId(request.reviewId), reviewDecider, () => ({ type: 'MarkHelpful' as const, ...request, now: deps.clock() }), metadataOf(ctx));
}
