import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { PaymentEvent } from '../../../contracts/marketplace/payments/events';
import { paymentStreamId } from '../../../contracts/marketplace/payments/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { paymentProjection } from './payment.projection';

const recorded = (paymentId: string, event: PaymentEvent): RecordedEvent =>
  storedEvent(event.type, event.data as never, { position: nextPosition(), streamId: paymentStreamId(paymentId) });

const started = (paymentId: string, userId = 'u-1'): PaymentEvent => ({
  type: 'PaymentStarted',
  data: { paymentId, userId, method: 'pro', months: 6, amount: 199.26, currency: 'ILS', provider: 'sandbox', startedAt: '2026-02-01T08:00:00.000Z' },
});

describeProjection(paymentProjection, (spec, db) => {

  const row = (id: string) => db().selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirst();

  it('inserts a started payment with its plan and amount', async () => {
    const id = randomUUID();
    const event = recorded(id, started(id));
    await spec.given(event);
    expect(await row(id)).toEqual({
      id,
      user_id: 'u-1',
      method: 'pro',
      months: 6,
      amount: 199.26,
      currency: 'ILS',
      provider: 'sandbox',
      status: 'started',
      card_last4: null,
      failure_reason: null,
      started_at: new Date('2026-02-01T08:00:00.000Z'),
      completed_at: null,
      last_position: event.position,
    });
  });

  it('records each outcome: succeeded, failed with the reason, cancelled', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      recorded(a, started(a)),
      recorded(a, { type: 'PaymentSucceeded', data: { paymentId: a, userId: 'u-1', amount: 199.26, currency: 'ILS', cardLast4: '4242', paidAt: '2026-02-01T08:01:00.000Z' } }),
      recorded(b, started(b)),
      recorded(b, { type: 'PaymentFailed', data: { paymentId: b, userId: 'u-1', reason: 'card declined', cardLast4: '0002', failedAt: '2026-02-01T08:02:00.000Z' } }),
      recorded(c, started(c)),
      recorded(c, { type: 'PaymentCancelled', data: { paymentId: c, userId: 'u-1', cancelledAt: '2026-02-01T08:03:00.000Z' } }),
    );
    expect(await row(a)).toMatchObject({ status: 'succeeded', card_last4: '4242', failure_reason: null, completed_at: new Date('2026-02-01T08:01:00.000Z') });
    expect(await row(b)).toMatchObject({ status: 'failed', card_last4: '0002', failure_reason: 'card declined', completed_at: new Date('2026-02-01T08:02:00.000Z') });
    expect(await row(c)).toMatchObject({ status: 'cancelled', card_last4: null, completed_at: new Date('2026-02-01T08:03:00.000Z') });
  });

  it('leaves the row as it was when the same events are applied again', async () => {
    const id = randomUUID();
    const events = [
      recorded(id, started(id)),
      recorded(id, { type: 'PaymentSucceeded', data: { paymentId: id, userId: 'u-1', amount: 199.26, currency: 'ILS', cardLast4: '4242', paidAt: '2026-02-01T08:01:00.000Z' } }),
    ];
    await spec.given(...events);
    const first = await row(id);
    await spec.given(...events);
    expect(await row(id)).toEqual(first);
    expect(first).toMatchObject({ status: 'succeeded', last_position: events[1]!.position });
  });

  for (const viaBatchForm of [false, true]) {
    const form = viaBatchForm ? 'batch form' : 'handlers';
    const given = (...events: RecordedEvent[]) => (viaBatchForm ? spec.givenViaBatchForm(...events) : spec.given(...events));

    it(`records a paid payment link as a payment that succeeded, started when the link was made (${form})`, async () => {
      const linkId = randomUUID();
      const userId = randomUUID();
      const paid = storedEvent(
        'PaymentLinkPaid',
        { linkId, userId, accountCreated: false, amount: 1450, currency: 'ILS', plan: 'coaching', months: 3, provider: 'sandbox', cardLast4: '1881', createdAt: '2026-02-03T10:00:00.000Z', paidAt: '2026-02-04T12:30:00.000Z' },
        { position: nextPosition() },
      );
      await given(paid);
      const expected = {
        id: linkId,
        user_id: userId,
        method: 'paymentLink',
        months: 3,
        amount: 1450,
        currency: 'ILS',
        provider: 'sandbox',
        status: 'succeeded',
        card_last4: '1881',
        failure_reason: null,
        started_at: new Date('2026-02-03T10:00:00.000Z'),
        completed_at: new Date('2026-02-04T12:30:00.000Z'),
        last_position: paid.position,
      };
      expect(await row(linkId)).toEqual(expected);
      // a replay leaves it as it was
      await given(paid);
      expect(await row(linkId)).toEqual(expected);
    });

    it(`keeps a deleted account's payments for the accounts, without their card digits, and others' as they were (${form})`, async () => {
      const [userId, otherId] = [randomUUID(), randomUUID()];
      const [paid, declined, others] = [randomUUID(), randomUUID(), randomUUID()];
      await given(
        recorded(paid, started(paid, userId)),
        recorded(paid, { type: 'PaymentSucceeded', data: { paymentId: paid, userId, amount: 199.26, currency: 'ILS', cardLast4: '4242', paidAt: '2026-02-01T08:01:00.000Z' } }),
        recorded(declined, started(declined, userId)),
        recorded(declined, { type: 'PaymentFailed', data: { paymentId: declined, userId, reason: 'card declined', cardLast4: '0002', failedAt: '2026-02-01T08:02:00.000Z' } }),
        recorded(others, started(others, otherId)),
        recorded(others, { type: 'PaymentSucceeded', data: { paymentId: others, userId: otherId, amount: 199.26, currency: 'ILS', cardLast4: '5555', paidAt: '2026-02-01T08:03:00.000Z' } }),
      );
      const [paidBefore, declinedBefore, othersBefore] = [await row(paid), await row(declined), await row(others)];
      const deleted = storedEvent('AccountDeleted', { userId, deletedAt: '2026-02-05T00:00:00.000Z' }, { position: nextPosition() });
      await given(deleted);
      expect(await row(paid)).toEqual({ ...paidBefore, card_last4: null, last_position: deleted.position });
      expect(await row(declined)).toEqual({ ...declinedBefore, card_last4: null, last_position: deleted.position });
      expect(paidBefore).toMatchObject({ user_id: userId, status: 'succeeded', card_last4: '4242' });
      expect(declinedBefore).toMatchObject({ user_id: userId, status: 'failed', card_last4: '0002', failure_reason: 'card declined' });
      expect(await row(others)).toEqual(othersBefore);
      expect(othersBefore).toMatchObject({ user_id: otherId, card_last4: '5555' });
    });
  }

  it('keeps a member’s anonymous-search setting, the latest event winning, and forgets it with the account', async () => {
    const userId = randomUUID();
    const set = (anonymous: boolean, setAt: string) => storedEvent('AnonymousSearchSet', { userId, anonymous, setAt }, { position: nextPosition() });
    const on = set(true, '2026-02-01T09:00:00.000Z');
    const off = set(false, '2026-02-02T09:00:00.000Z');
    await spec.given(on, off);
    const setting = () => db().selectFrom('pro_setting').selectAll().where('user_id', '=', userId).executeTakeFirst();
    expect(await setting()).toEqual({ user_id: userId, anonymous_search: false, last_position: off.position });
    await spec.given(on);
    expect(await setting()).toMatchObject({ anonymous_search: false });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: '2026-02-03T00:00:00.000Z' }, { position: nextPosition() }));
    expect(await setting()).toBeUndefined();
  });
});
