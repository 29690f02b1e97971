import { describe, expect, it } from 'vitest';
import type { PaymentLinkEvent } from '../../../contracts/coaching/payment-link/events';
import { linkDataSchema } from '../../../contracts/coaching/payment-link/link';
import { paymentLinkMessages as m } from '../../../contracts/coaching/payment-link/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { paymentLinkDecider, type PaymentLinkCommand } from './decide-payment-link';

const given = DeciderSpecification.for(paymentLinkDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const later = new Date('2026-11-28T11:30:00.000Z');
const plans = ['standard pro', 'standard executive'];
const linkData = linkDataSchema.parse({ email: 'Noa@Example.com', firstName: 'Noa', lastName: 'Levi', phone: '050-1234567', amount: 1500, plan: 'standard pro', months: 3 });
const url = 'http://jobswipe.test/pay/sandbox/link/l1';
const create = (overrides: Partial<Extract<PaymentLinkCommand, { type: 'CreateLink' }>> = {}): PaymentLinkCommand => ({ type: 'CreateLink', linkId: 'l1', transType: 'credit', linkData, plans, provider: 'sandbox', url, now, ...overrides });
const pay: PaymentLinkCommand = { type: 'PayLink', userId: 'u1', accountCreated: true, cardLast4: '4242', now: later };

const created: PaymentLinkEvent = {
  type: 'PaymentLinkCreated',
  data: { linkId: 'l1', transType: 'credit', email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', phone: '050-1234567', amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3, description: '', provider: 'sandbox', url, createdAt: now.toISOString() },
};
const paid: PaymentLinkEvent = {
  type: 'PaymentLinkPaid',
  data: { linkId: 'l1', userId: 'u1', accountCreated: true, amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3, provider: 'sandbox', cardLast4: '4242', createdAt: now.toISOString(), paidAt: later.toISOString() },
};

describe('the payment link decider', () => {
  it('records a new link with who pays, how much, for which plan and where it is paid', () => {
    given([]).when(create()).then([created]);
  });

  it("refuses a plan that is not one of the journey's plans, saying so", () => {
    given([]).when(create({ linkData: { ...linkData, plan: 'gold' } })).thenFails('PaymentLinkRefused', m.LinkPlanUnknown);
  });

  it('refuses to make a link again on an id already used', () => {
    given([created]).when(create()).thenFails('PaymentLinkRefused');
  });

  it('records the payment with the account it made a journey client and what the link asked', () => {
    given([created]).when(pay).then([paid]);
  });

  it('refuses to pay a link that was never made', () => {
    given([]).when(pay).thenFails('PaymentLinkNotFound');
  });

  it('refuses to pay a link twice', () => {
    given([created, paid]).when(pay).thenFails('PaymentLinkAlreadyPaid');
    expect(given([created, paid]).state()).toMatchObject({ status: 'paid', plan: 'standard pro' });
  });
});

describe('the link form rules', () => {
  const issues = (data: Record<string, unknown>) => (linkDataSchema.safeParse({ ...linkData, ...data }).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
  it('takes a well-formed link, the email in lower case and the optional fields empty', () => {
    expect(linkDataSchema.parse({ email: ' A@B.io ', firstName: 'A', lastName: 'B', amount: 99.9, plan: 'x', months: 1 })).toEqual({ email: 'a@b.io', firstName: 'A', lastName: 'B', phone: '', amount: 99.9, plan: 'x', months: 1, description: '' });
  });
  it('says what to fix on each field', () => {
    expect(issues({ email: 'noa@' })).toEqual([`email: ${m.LinkEmailInvalid}`]);
    expect(issues({ firstName: ' ' })).toEqual([`firstName: ${m.LinkNameLength}`]);
    expect(issues({ phone: 'call me' })).toEqual([`phone: ${m.LinkPhoneInvalid}`]);
    expect(issues({ amount: 0 })).toEqual([`amount: ${m.LinkAmountInvalid}`]);
    expect(issues({ amount: -5 })).toEqual([`amount: ${m.LinkAmountInvalid}`]);
    expect(issues({ amount: 100_000.01 })).toEqual([`amount: ${m.LinkAmountInvalid}`]);
    expect(issues({ amount: 10.005 })).toEqual([`amount: ${m.LinkAmountInvalid}`]);
    expect(issues({ months: 0 })).toEqual([`months: ${m.LinkMonthsRange}`]);
    expect(issues({ months: 1.5 })).toEqual([`months: ${m.LinkMonthsRange}`]);
    expect(issues({ description: 'x'.repeat(301) })).toEqual([`description: ${m.LinkDescriptionLength}`]);
  });
});
