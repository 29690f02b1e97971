import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { paymentLinkProjection } from './payment-link.projection';

const created = {
  linkId: 'l1', transType: 'credit', email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', phone: '', amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3,
  description: '', provider: 'sandbox', url: 'http://x.test/pay/sandbox/link/l1', createdAt: '2026-11-28T10:00:00.000Z',
};

describeProjection(paymentLinkProjection, {}, (spec, db) => {
  const rows = () => db().selectFrom('payment_link').select(['id', 'email', 'status', 'user_id', 'amount']).orderBy('id').execute();

  it("lists a link made, marks it paid by the account that paid, and forgets the payer's name and address with that account", async () => {
    await spec.given(storedEvent('PaymentLinkCreated', created));
    expect(await rows()).toEqual([{ id: 'l1', email: 'noa@example.com', status: 'created', user_id: null, amount: 1500 }]);
    await spec.given(storedEvent('PaymentLinkPaid', { linkId: 'l1', userId: 'u1', accountCreated: true, amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3, provider: 'sandbox', cardLast4: '4242', createdAt: created.createdAt, paidAt: '2026-11-28T11:00:00.000Z' }));
    expect(await rows()).toEqual([{ id: 'l1', email: 'noa@example.com', status: 'paid', user_id: 'u1', amount: 1500 }]);
    await spec.given(storedEvent('AccountDeleted', { userId: 'u1', deletedAt: '2026-11-29T00:00:00.000Z' }));
    expect(await rows()).toEqual([{ id: 'l1', email: '', status: 'paid', user_id: 'u1', amount: 1500 }]);
    expect(await db().selectFrom('payment_link').select(['first_name', 'last_name']).execute()).toEqual([{ first_name: '', last_name: '' }]);
  });
});
