import { isDomainError } from '../../../../contracts/core/errors';
import { PRO_MONTHLY_CREDITS_JOB } from '../../../../contracts/marketplace/payments/ids';
import { grantProMonth } from '../../../../command/marketplace/payments/grant-pro-month';
import { defineTask } from '../../../tasks/task-definition';
import { count, text } from './task-data';

// Months 2..n of a plan bring their credits on their day (queued at purchase).
export const proMonthlyCreditsTask = defineTask({
  name: PRO_MONTHLY_CREDITS_JOB,
  async handle(deps, data, ctx) {
    const paymentId = typeof data.paymentId === 'string' ? data.paymentId : null;
    const granted = await grantProMonth(
      deps,
      {
        userId: text(data, 'userId'),
        grantId: text(data, 'grantId'),
        month: count(data, 'month'),
        paymentId,
        contacts: count(data, 'contacts'),
        promotes: count(data, 'promotes'),
      },
      ctx,
    );
    if (isDomainError(granted)) throw new Error(`${PRO_MONTHLY_CREDITS_JOB}: ${granted.message ?? granted.code}`);
  },
});
