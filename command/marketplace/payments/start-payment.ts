import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { paymentStreamId } from '../../../contracts/marketplace/payments/ids';
import { proPlanOf, type ProPlanMonths } from '../../../contracts/marketplace/payments/plans';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { actingUser } from '../credits/acting-user';
import { purchaseDecider } from './decide-payment';
import { paymentPart } from './payment-streams';
import { initialPurchaseState } from './pro-plan';

// The plan the actor starts paying for, with the provider whose checkout takes the payment.
export type StartPayment = { months: ProPlanMonths; provider: string };

export async function startPayment(deps: CommandDeps, command: StartPayment, ctx: CommandContext): Promise<(Appended & { paymentId: string }) | DomainError> {
  const userId = actingUser(ctx);
  if (isDomainError(userId)) return userId;
  const { months, provider } = command;
  const plan = proPlanOf(months);
  const paymentId = deps.newId();
  const appended = await withConflictRetries(paymentStreamId(paymentId), async () => {
    const payment = await loadStream(deps.store, paymentStreamId(paymentId), paymentPart);
    const decided = purchaseDecider.decide(
      { type: 'StartPayment', paymentId, userId, months, amount: plan.total, currency: plan.currency, provider, now: deps.clock() },
      { ...initialPurchaseState, payment: payment.state },
    );
    if (isDomainError(decided)) return decided;
    return appendDecided(deps.store, [{ loaded: payment, events: decided }], metadataOf(ctx));
  });
  if (isDomainError(appended)) return appended;
  return { position: appended.position, types: appended.types, paymentId };
}
