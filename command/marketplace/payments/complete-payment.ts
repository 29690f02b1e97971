import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Appended } from '../../core/handle-command';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { appendPurchase } from './append-purchase';
import { loadPayment } from './payment-streams';

// What the provider says of a checkout: paid (with the card's last four digits), declined, cancelled.
export type PaymentOutcome = { outcome: 'paid' | 'declined' | 'cancelled'; cardLast4: string | null; reason: string | null };
export type CompletePayment = PaymentOutcome & { paymentId: string };

export async function completePayment(deps: CommandDeps, command: CompletePayment, ctx: CommandContext): Promise<(Appended & { userId: string }) | DomainError> {
  const { paymentId, ...outcome } = command;
  const payment = await loadPayment(deps, paymentId);
  if (payment.status === 'none') return domainError('PaymentNotFound');
  const { userId } = payment;
  const now = deps.clock();
  const appended = await appendPurchase(deps, { paymentId, userId, grantId: paymentId }, (monthly) => ({ type: 'CompletePayment', ...outcome, monthly, now }), ctx);
  if (isDomainError(appended)) return appended;
  return { position: appended.position, types: appended.types, userId };
}
