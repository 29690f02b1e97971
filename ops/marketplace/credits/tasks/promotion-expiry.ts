import { isDomainError } from '../../../../contracts/core/errors';
import { PROMOTION_EXPIRY_JOB } from '../../../../contracts/marketplace/credits/ids';
import { expirePromotion } from '../../../../command/marketplace/credits/expire-promotion';
import { defineTask } from '../../../tasks/task-definition';

// The queued end of a promotion (scheduled by promoteObject for its expiresAt). A refusal (the
// promotion has not expired yet on this node's clock) fails the run, so the queue tries again later.
export const promotionExpiryTask = defineTask({
  name: PROMOTION_EXPIRY_JOB,
  async handle(deps, data, ctx) {
    const { userId, promotionId } = data;
    if (typeof userId !== 'string' || typeof promotionId !== 'string') throw new Error('promotion-expiry needs userId and promotionId');
    const expired = await expirePromotion(deps, { userId, promotionId }, ctx);
    if (isDomainError(expired)) throw new Error(`promotion ${promotionId} of ${userId}: ${expired.message ?? expired.code}`);
  },
});
