import { domainError, type DomainError } from '../../../contracts/core/errors';
import { creditEvents, type CreditEvent } from '../../../contracts/marketplace/credits/events';
import { paymentEvents, type PaymentEvent } from '../../../contracts/marketplace/payments/events';
import { proMonthlyCreditsKey } from '../../../contracts/marketplace/payments/ids';
import { addMonths } from '../../../contracts/marketplace/payments/plans';
import type { Decider } from '../../core/decider';
import { decideGrants } from '../credits/decide-credits';
import { evolvePurchase, initialPurchaseState, type PurchaseState } from './pro-plan';
import { paymentMessages } from '../../../contracts/marketplace/payments/messages';

export type ProEvent = PaymentEvent | CreditEvent;

// A month's credits: contacts always 10; promotes 10 for seekers, 1 for recruiters (arrives as a fact).
export type MonthlyCredits = { contacts: number; promotes: number };

export type PaymentCommand =
  | { type: 'StartPayment'; paymentId: string; userId: string; months: number; amount: number; currency: string; provider: string; now: Date }
  | { type: 'CompletePayment'; outcome: 'paid' | 'declined' | 'cancelled'; cardLast4: string | null; reason: string | null; monthly: MonthlyCredits; now: Date }
  | { type: 'ExtendProPlan'; userId: string; months: number; actorId: string | null; grantId: string; monthly: MonthlyCredits; now: Date }
  | { type: 'EndProPlan'; userId: string; now: Date }
  // an admin's end date; null (or a moment already past) ends the plan now
  | { type: 'SetProEndDate'; userId: string; until: Date | null; actorId: string | null; now: Date }
  | { type: 'SetAnonymousSearch'; userId: string; anonymous: boolean; now: Date };

// The keys of one month's grants: a month is granted once, whoever (purchase or queue) gets there first.
export const monthGrantKey = (grantId: string, month: number, kind: 'contact' | 'promote'): string => `${proMonthlyCreditsKey(grantId, month)}:${kind}`;

export const monthGrants = (userId: string, grantId: string, month: number, monthly: MonthlyCredits, reason: string, actorId: string | null, paymentId: string | null, now: Date) =>
  [
    { kind: 'contact' as const, amount: monthly.contacts },
    { kind: 'promote' as const, amount: monthly.promotes },
  ].map((g) => ({ type: 'GrantCredits' as const, userId, ...g, reason, actorId, grantKey: monthGrantKey(grantId, month, g.kind), paymentId, note: null, now }));

// Extends from the later of now or the current end; the first month's credits come at once, the
// others are queued by the handler for their day.
function extend(state: PurchaseState, input: { userId: string; months: number; reason: string; paymentId: string | null; by: string | null; grantId: string; monthly: MonthlyCredits; now: Date }): ProEvent[] | DomainError {
  const { now } = input;
  const currentEnd = state.pro.active && state.pro.until ? new Date(state.pro.until) : null;
  const from = currentEnd && currentEnd > now ? currentEnd : now;
  const extended: ProEvent = {
    type: 'ProPlanExtended',
    data: {
      userId: input.userId,
      months: input.months,
      from: from.toISOString(),
      until: addMonths(from, input.months).toISOString(),
      reason: input.reason,
      paymentId: input.paymentId,
      extendedBy: input.by,
      extendedAt: now.toISOString(),
    },
  };
  const grants = decideGrants(monthGrants(input.userId, input.grantId, 1, input.monthly, input.reason === 'admin' ? 'admin' : 'pro-purchase', input.by, input.paymentId, now), state.credits);
  if (!Array.isArray(grants)) return grants;
  return [extended, ...grants];
}

export const decidePayment = (command: PaymentCommand, state: PurchaseState): ProEvent[] | DomainError => {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'StartPayment': {
      if (state.payment.status !== 'none') return domainError('Conflict', paymentMessages.PaymentExists);
      const { paymentId, userId, months, amount, currency, provider } = command;
      return [{ type: 'PaymentStarted', data: { paymentId, userId, method: 'pro', months, amount, currency, provider, startedAt: at } }];
    }
    case 'CompletePayment': {
      const payment = state.payment;
      if (payment.status === 'none') return domainError('PaymentNotFound');
      // the provider may report the same outcome twice
      const same = { paid: 'succeeded', declined: 'failed', cancelled: 'cancelled' }[command.outcome];
      if (payment.status === same) return [];
      if (payment.status !== 'started') return domainError('PaymentCompleted');
      const { paymentId, userId } = payment;
      if (command.outcome === 'cancelled') return [{ type: 'PaymentCancelled', data: { paymentId, userId, cancelledAt: at } }];
      if (command.outcome === 'declined')
        return [{ type: 'PaymentFailed', data: { paymentId, userId, reason: command.reason ?? 'declined', cardLast4: command.cardLast4, failedAt: at } }];
      const paid: ProEvent = { type: 'PaymentSucceeded', data: { paymentId, userId, amount: payment.amount, currency: payment.currency, cardLast4: command.cardLast4, paidAt: at } };
      const extended = extend(state, { userId, months: payment.months, reason: 'purchase', paymentId, by: userId, grantId: paymentId, monthly: command.monthly, now: command.now });
      return Array.isArray(extended) ? [paid, ...extended] : extended;
    }
    case 'ExtendProPlan':
      return extend(state, { userId: command.userId, months: command.months, reason: 'admin', paymentId: null, by: command.actorId, grantId: command.grantId, monthly: command.monthly, now: command.now });
    case 'EndProPlan': {
      const { active, until } = state.pro;
      // ended already, or extended since this end was queued (a later end is queued too)
      if (!active || !until || Date.parse(until) > command.now.getTime()) return [];
      return [{ type: 'ProPlanEnded', data: { userId: command.userId, endDate: until, endedAt: at } }];
    }
    case 'SetProEndDate': {
      const { active, until } = state.pro;
      const running = active && until !== null && Date.parse(until) > command.now.getTime();
      const next = command.until && command.until > command.now ? command.until.toISOString() : null;
      // the end it already has, or a plan that is not running ended again: nothing to record
      if ((running && next === until) || (!running && next === null)) return [];
      return [{ type: 'ProEndDateSet', data: { userId: command.userId, from: running ? until : null, until: next, setBy: command.actorId, setAt: at } }];
    }
    case 'SetAnonymousSearch': {
      const { active, until } = state.pro;
      const running = active && until !== null && Date.parse(until) > command.now.getTime();
      // turning it off is always allowed; on is a Pro perk
      if (command.anonymous && !running) return domainError('NotPro');
      if (state.pro.anonymous === command.anonymous) return [];
      return [{ type: 'AnonymousSearchSet', data: { userId: command.userId, anonymous: command.anonymous, setAt: at } }];
    }
  }
};

export const purchaseDecider: Decider<PurchaseState, PaymentCommand, ProEvent> = {
  events: { ...paymentEvents, ...creditEvents },
  initialState: initialPurchaseState,
  evolve: evolvePurchase,
  decide: decidePayment,
};
