import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { PaymentLinkEvent } from '../../../contracts/coaching/payment-link/events';
import { paymentLinkStreamId } from '../../../contracts/coaching/payment-link/ids';
import type { LinkData, TransType } from '../../../contracts/coaching/payment-link/link';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { combineAppended, handleCommand, loadStream, type Appended, type Handled } from '../../core/handle-command';
import { actOnJourney } from '../journey/act-on-journey';
import { setRoles } from '../../identity/users/set-roles';
import { paymentLinkDecider } from './decide-payment-link';
import { accountForEmail, journeyPlanChoices } from './facts';
import type { PaymentLinkState } from './payment-link';

export type CreatePaymentLink = { linkId: string; transType: TransType; linkData: LinkData; provider: string; url: string };

// A coaching admin makes a link for a client; the admin is the event's actor.
export async function createPaymentLink(deps: CommandDeps, command: CreatePaymentLink, ctx: CommandContext): Promise<Handled<PaymentLinkState, PaymentLinkEvent> | DomainError> {
  const plans = await journeyPlanChoices(deps);
  return handleCommand(deps.store, paymentLinkStreamId(command.linkId), paymentLinkDecider, () => ({ type: 'CreateLink' as const, ...command, plans, now: deps.clock() }), metadataOf(ctx));
}

// The payer paid on the provider's page: the account for the link's email (found or made) becomes a
// journey client with the link's plan, the way an admin makes one (the roles, then the journey's
// plan), and then the link is paid. A retry after a failure part way finds the account and the roles
// already there and records nothing twice; the link's payment is recorded once.
export async function payPaymentLink(deps: CommandDeps, command: { linkId: string; cardLast4: string | null }, ctx: CommandContext): Promise<(Appended & { userId: string; accountCreated: boolean }) | DomainError> {
  const streamId = paymentLinkStreamId(command.linkId);
  const link = (await loadStream(deps.store, streamId, paymentLinkDecider)).state;
  if (link.status === 'none') return domainError('PaymentLinkNotFound');
  if (link.status === 'paid') return domainError('PaymentLinkAlreadyPaid');
  const account = await accountForEmail(deps, link, ctx);
  if (isDomainError(account)) return account;
  const { userId, created } = account;
  const forPayer: CommandContext = { ...ctx, onBehalfOf: userId };
  const roles = await setRoles(deps, { userId, roles: { isJHUser: true, isActiveJHUser: true } }, forPayer);
  if (isDomainError(roles)) return roles;
  const plan = await actOnJourney(deps, { type: 'ChangePlan', userId, plan: link.plan, plans: await journeyPlanChoices(deps) }, forPayer);
  if (isDomainError(plan)) return plan;
  const paid = await handleCommand(deps.store, streamId, paymentLinkDecider, () => ({ type: 'PayLink' as const, userId, accountCreated: created, cardLast4: command.cardLast4, now: deps.clock() }), metadataOf(forPayer));
  if (isDomainError(paid)) return paid;
  return { ...combineAppended(roles, plan, paid), userId, accountCreated: created };
}
