import { describe, expect, it } from 'vitest';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { purchaseDecider, type PaymentCommand, type ProEvent } from './decide-payment';

const given = DeciderSpecification.for(purchaseDecider);
const userId = 'u-1';
const paymentId = 'pay-1';
const now = new Date('2026-01-31T10:00:00.000Z');
const at = now.toISOString();
const monthly = { contacts: 10, promotes: 10 };

const started = (months = 3): ProEvent => ({
  type: 'PaymentStarted',
  data: { paymentId, userId, method: 'pro', months, amount: 142.05, currency: 'ILS', provider: 'sandbox', startedAt: '2026-01-31T09:59:00.000Z' },
});
const extended = (until: string): ProEvent => ({
  type: 'ProPlanExtended',
  data: { userId, months: 1, from: '2026-01-01T00:00:00.000Z', until, reason: 'purchase', paymentId: 'pay-0', extendedBy: userId, extendedAt: '2026-01-01T00:00:00.000Z' },
});
const complete = (outcome: 'paid' | 'declined' | 'cancelled', promotes = 10, reason: string | null = outcome === 'declined' ? 'card declined' : null): PaymentCommand => ({
  type: 'CompletePayment',
  outcome,
  cardLast4: outcome === 'cancelled' ? null : '4242',
  reason,
  monthly: { contacts: 10, promotes },
  now,
});
const grantedMonth1 = (kind: 'contact' | 'promote', amount: number, balance = amount, reason = 'pro-purchase', by: string | null = userId, pay: string | null = paymentId): CreditEvent => ({
  type: 'CreditsGranted',
  data: { userId, kind, amount, balance, reason, grantedBy: by, grantKey: `pro-credits-${pay ?? 'g-1'}-1:${kind}`, paymentId: pay, note: null, grantedAt: at },
});

describe('StartPayment', () => {
  it('records PaymentStarted with the plan and amount', () => {
    given([])
      .when({ type: 'StartPayment', paymentId, userId, months: 3, amount: 142.05, currency: 'ILS', provider: 'sandbox', now })
      .then([{ type: 'PaymentStarted', data: { paymentId, userId, method: 'pro', months: 3, amount: 142.05, currency: 'ILS', provider: 'sandbox', startedAt: at } }]);
  });
  it('rejects a second start of the same payment', () => {
    given([started()]).when({ type: 'StartPayment', paymentId, userId, months: 3, amount: 1, currency: 'ILS', provider: 'sandbox', now }).thenFails('Conflict', 'This payment already exists');
  });
});

describe('CompletePayment', () => {
  it('paid: records the payment, extends Pro from now by calendar months and grants the first month', () => {
    given([started(3)])
      .when(complete('paid'))
      .then([
        { type: 'PaymentSucceeded', data: { paymentId, userId, amount: 142.05, currency: 'ILS', cardLast4: '4242', paidAt: at } },
        // January 31st + 3 months is the last day of April
        {
          type: 'ProPlanExtended',
          data: { userId, months: 3, from: at, until: '2026-04-30T10:00:00.000Z', reason: 'purchase', paymentId, extendedBy: userId, extendedAt: at },
        },
        grantedMonth1('contact', 10),
        grantedMonth1('promote', 10),
      ]);
  });
  it('paid while Pro: extends from the current end, and adds to the credits left', () => {
    const result = given([extended('2026-02-15T00:00:00.000Z'), started(1), grantedMonth1('contact', 4, 4, 'admin', 'admin-1', null)]).when(complete('paid')).result();
    expect(result).toContainEqual(expect.objectContaining({ type: 'ProPlanExtended', data: expect.objectContaining({ from: '2026-02-15T00:00:00.000Z', until: '2026-03-15T00:00:00.000Z' }) }));
    expect(result).toContainEqual(grantedMonth1('contact', 10, 14));
  });
  it('paid after the plan ended: extends from now', () => {
    const ended: ProEvent = { type: 'ProPlanEnded', data: { userId, endDate: '2026-01-15T00:00:00.000Z', endedAt: '2026-01-15T00:00:01.000Z' } };
    const result = given([extended('2026-01-15T00:00:00.000Z'), ended, started(1)]).when(complete('paid')).result();
    expect(result).toContainEqual(expect.objectContaining({ type: 'ProPlanExtended', data: expect.objectContaining({ from: at, until: '2026-02-28T10:00:00.000Z' }) }));
  });
  it('paid when the plan has reached its end but the end is not recorded yet: extends from now', () => {
    const result = given([extended('2026-01-15T00:00:00.000Z'), started(1)]).when(complete('paid')).result();
    expect(result).toContainEqual({
      type: 'ProPlanExtended',
      data: { userId, months: 1, from: at, until: '2026-02-28T10:00:00.000Z', reason: 'purchase', paymentId, extendedBy: userId, extendedAt: at },
    });
  });
  it('paid by a recruiter: one promote credit a month', () => {
    expect(given([started(1)]).when(complete('paid', 1)).result()).toContainEqual(grantedMonth1('promote', 1));
  });
  it('declined: records PaymentFailed only', () => {
    given([started()])
      .when(complete('declined'))
      .then([{ type: 'PaymentFailed', data: { paymentId, userId, reason: 'card declined', cardLast4: '4242', failedAt: at } }]);
  });
  it('declined without a reason from the provider: records the reason as declined', () => {
    given([started()])
      .when(complete('declined', 10, null))
      .then([{ type: 'PaymentFailed', data: { paymentId, userId, reason: 'declined', cardLast4: '4242', failedAt: at } }]);
  });
  it('cancelled: records PaymentCancelled only', () => {
    given([started()]).when(complete('cancelled')).then([{ type: 'PaymentCancelled', data: { paymentId, userId, cancelledAt: at } }]);
  });
  it('records nothing when the provider reports the same outcome again', () => {
    given([started(), { type: 'PaymentSucceeded', data: { paymentId, userId, amount: 1, currency: 'ILS', cardLast4: null, paidAt: at } }]).when(complete('paid')).thenNothingHappens();
    given([started(), { type: 'PaymentFailed', data: { paymentId, userId, reason: 'card declined', cardLast4: '4242', failedAt: at } }]).when(complete('declined')).thenNothingHappens();
    given([started(), { type: 'PaymentCancelled', data: { paymentId, userId, cancelledAt: at } }]).when(complete('cancelled')).thenNothingHappens();
  });
  it('rejects with PaymentCompleted when another outcome is already recorded', () => {
    given([started(), { type: 'PaymentCancelled', data: { paymentId, userId, cancelledAt: at } }]).when(complete('paid')).thenFails('PaymentCompleted');
  });
  it('rejects with PaymentNotFound for a payment never started', () => {
    given([]).when(complete('paid')).thenFails('PaymentNotFound');
  });
});

describe('ExtendProPlan (administrators)', () => {
  it('extends by the months given, recorded with the administrator, and grants the first month', () => {
    given([])
      .when({ type: 'ExtendProPlan', userId, months: 6, actorId: 'admin-1', grantId: 'g-1', monthly, now })
      .then([
        { type: 'ProPlanExtended', data: { userId, months: 6, from: at, until: '2026-07-31T10:00:00.000Z', reason: 'admin', paymentId: null, extendedBy: 'admin-1', extendedAt: at } },
        grantedMonth1('contact', 10, 10, 'admin', 'admin-1', null),
        grantedMonth1('promote', 10, 10, 'admin', 'admin-1', null),
      ]);
  });
});

describe('EndProPlan', () => {
  const end: PaymentCommand = { type: 'EndProPlan', userId, now };
  it('records ProPlanEnded when the plan has reached its end', () => {
    given([extended('2026-01-31T10:00:00.000Z')])
      .when(end)
      .then([{ type: 'ProPlanEnded', data: { userId, endDate: '2026-01-31T10:00:00.000Z', endedAt: at } }]);
  });
  it('records nothing when the plan was extended since (a later end is queued)', () => {
    given([extended('2026-01-31T10:00:00.000Z'), extended('2026-02-28T10:00:00.000Z')]).when(end).thenNothingHappens();
  });
  it('records nothing when there is no plan or it already ended', () => {
    given([]).when(end).thenNothingHappens();
    given([extended('2026-01-01T00:00:00.000Z'), { type: 'ProPlanEnded', data: { userId, endDate: '2026-01-01T00:00:00.000Z', endedAt: at } }]).when(end).thenNothingHappens();
  });
});

describe('SetAnonymousSearch', () => {
  const set = (anonymous: boolean): PaymentCommand => ({ type: 'SetAnonymousSearch', userId, anonymous, now });
  it('turns anonymous search on while the plan runs', () => {
    given([extended('2026-02-28T00:00:00.000Z')])
      .when(set(true))
      .then([{ type: 'AnonymousSearchSet', data: { userId, anonymous: true, setAt: at } }]);
  });
  it('rejects with NotPro without a running plan', () => {
    given([]).when(set(true)).thenFails('NotPro');
    given([extended('2026-01-01T00:00:00.000Z')]).when(set(true)).thenFails('NotPro');
  });
  it('turns it off at any time, and records nothing when nothing changes', () => {
    const on: ProEvent = { type: 'AnonymousSearchSet', data: { userId, anonymous: true, setAt: at } };
    given([extended('2026-02-28T00:00:00.000Z'), on, { type: 'ProPlanEnded', data: { userId, endDate: '2026-02-28T00:00:00.000Z', endedAt: at } }])
      .when(set(false))
      .then([{ type: 'AnonymousSearchSet', data: { userId, anonymous: false, setAt: at } }]);
    given([]).when(set(false)).thenNothingHappens();
  });
});

describe('SetProEndDate (administrators)', () => {
  const admin = 'admin-1';
  const running = extended('2026-03-01T00:00:00.000Z');
  const set = (until: string | null, from: string | null = null): ProEvent => ({ type: 'ProEndDateSet', data: { userId, from, until, setBy: admin, setAt: at } });
  it('gives Pro until the date to a person without a plan', () => {
    given([]).when({ type: 'SetProEndDate', userId, until: new Date('2026-05-01T00:00:00.000Z'), actorId: admin, now }).then([set('2026-05-01T00:00:00.000Z')]);
  });
  it('moves the end of a running plan, saying the end it had', () => {
    given([running])
      .when({ type: 'SetProEndDate', userId, until: new Date('2026-02-10T00:00:00.000Z'), actorId: admin, now })
      .then([set('2026-02-10T00:00:00.000Z', '2026-03-01T00:00:00.000Z')]);
  });
  it('ends a running plan now when the date is cleared or already past', () => {
    given([running]).when({ type: 'SetProEndDate', userId, until: null, actorId: admin, now }).then([set(null, '2026-03-01T00:00:00.000Z')]);
    given([running]).when({ type: 'SetProEndDate', userId, until: new Date('2026-01-01T00:00:00.000Z'), actorId: admin, now }).then([set(null, '2026-03-01T00:00:00.000Z')]);
  });
  it('records nothing for the end the plan already has, or for clearing a plan that is not running', () => {
    given([running]).when({ type: 'SetProEndDate', userId, until: new Date('2026-03-01T00:00:00.000Z'), actorId: admin, now }).thenNothingHappens();
    given([]).when({ type: 'SetProEndDate', userId, until: null, actorId: admin, now }).thenNothingHappens();
  });
  it('records nothing for clearing the end of a plan that ends at this very moment: it is over', () => {
    given([extended(at)]).when({ type: 'SetProEndDate', userId, until: null, actorId: admin, now }).thenNothingHappens();
  });
  it('extends from the end an admin set, not from now', () => {
    given([set('2026-06-15T00:00:00.000Z')])
      .when({ type: 'ExtendProPlan', userId, months: 1, actorId: admin, grantId: 'g-1', monthly, now })
      .then(
        expect.arrayContaining([
          { type: 'ProPlanExtended', data: expect.objectContaining({ from: '2026-06-15T00:00:00.000Z', until: '2026-07-15T00:00:00.000Z' }) },
        ]) as unknown as ProEvent[],
      );
  });
});
