import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { creditLedgerProjection } from './credit-ledger.projection';

const recorded = (event: CreditEvent | { type: 'AccountDeleted'; data: { userId: string; deletedAt: string } }): RecordedEvent =>
  storedEvent(event.type, event.data as never, { position: nextPosition(), streamId: creditsStreamId(event.data.userId) });

const granted = (userId: string, amount: number, balance: number): CreditEvent => ({
  type: 'CreditsGranted',
  data: { userId, kind: 'contact', amount, balance, reason: 'pro-purchase', grantedBy: userId, grantKey: 'k-1', paymentId: 'pay-1', note: null, grantedAt: '2026-03-01T10:00:00.000Z' },
});
const withdrawn = (userId: string): CreditEvent => ({
  type: 'CreditsWithdrawn',
  data: { userId, kind: 'contact', amount: 2, balance: 8, reason: 'admin', withdrawnBy: 'admin-1', note: 'too many', withdrawnAt: '2026-03-02T10:00:00.000Z' },
});
const used = (userId: string): CreditEvent => ({
  type: 'CreditUsed',
  data: { userId, kind: 'promote', objectType: 'job', objectId: 'job-9', balance: 0, reason: 'object-promoted', usedAt: '2026-03-03T10:00:00.000Z' },
});
const promoted = (userId: string, promotionId: string): CreditEvent => ({
  type: 'ObjectPromoted',
  data: { userId, promotionId, objectType: 'job', objectId: 'job-9', promotedAt: '2026-03-03T10:00:00.000Z', expiresAt: '2026-03-04T10:00:00.000Z' },
});
const expired = (userId: string, promotionId: string): CreditEvent => ({
  type: 'PromotionExpired',
  data: { userId, promotionId, objectType: 'job', objectId: 'job-9', expiredAt: '2026-03-04T10:00:01.000Z' },
});

describeProjection(creditLedgerProjection, (spec, db) => {

  const ledger = (userId: string) => db().selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('at').execute();
  const promotions = (userId: string) => db().selectFrom('promotion').selectAll().where('user_id', '=', userId).execute();

  it('writes one ledger row per movement: how many, the balance left, why, by whom, for what', async () => {
    const userId = randomUUID();
    const events = [recorded(granted(userId, 10, 10)), recorded(withdrawn(userId)), recorded(used(userId))];
    await spec.given(...events);
    expect(await ledger(userId)).toEqual([
      { id: events[0]!.id, user_id: userId, kind: 'contact', delta: 10, balance: 10, reason: 'pro-purchase', actor_id: userId, object_type: null, object_id: null, payment_id: 'pay-1', note: null, at: new Date('2026-03-01T10:00:00.000Z'), last_position: events[0]!.position },
      { id: events[1]!.id, user_id: userId, kind: 'contact', delta: -2, balance: 8, reason: 'admin', actor_id: 'admin-1', object_type: null, object_id: null, payment_id: null, note: 'too many', at: new Date('2026-03-02T10:00:00.000Z'), last_position: events[1]!.position },
      { id: events[2]!.id, user_id: userId, kind: 'promote', delta: -1, balance: 0, reason: 'object-promoted', actor_id: userId, object_type: 'job', object_id: 'job-9', payment_id: null, note: null, at: new Date('2026-03-03T10:00:00.000Z'), last_position: events[2]!.position },
    ]);
  });

  it('leaves the rows as they were when the same events are applied again', async () => {
    const userId = randomUUID();
    const events = [recorded(granted(userId, 10, 10)), recorded(promoted(userId, 'p-1')), recorded(expired(userId, 'p-1'))];
    await spec.given(...events);
    const first = { ledger: await ledger(userId), promotions: await promotions(userId) };
    await spec.given(...events);
    expect({ ledger: await ledger(userId), promotions: await promotions(userId) }).toEqual(first);
  });

  it('keeps a promotion active until its expiry, then records when it ended', async () => {
    const userId = randomUUID();
    const start = recorded(promoted(userId, 'p-2'));
    await spec.given(start);
    expect(await promotions(userId)).toEqual([
      {
        promotion_id: 'p-2',
        user_id: userId,
        object_type: 'job',
        object_id: 'job-9',
        promoted_at: new Date('2026-03-03T10:00:00.000Z'),
        expires_at: new Date('2026-03-04T10:00:00.000Z'),
        expired_at: null,
        last_position: start.position,
      },
    ]);
    const end = recorded(expired(userId, 'p-2'));
    await spec.given(end);
    expect(await promotions(userId)).toMatchObject([{ expired_at: new Date('2026-03-04T10:00:01.000Z'), last_position: end.position }]);
  });

  it('removes the ledger and promotions of a deleted account', async () => {
    const userId = randomUUID();
    const other = randomUUID();
    await spec.given(recorded(granted(userId, 3, 3)), recorded(promoted(userId, 'p-3')), recorded(granted(other, 1, 1)));
    await spec.given(recorded({ type: 'AccountDeleted', data: { userId, deletedAt: '2026-03-05T00:00:00.000Z' } }));
    expect(await ledger(userId)).toEqual([]);
    expect(await promotions(userId)).toEqual([]);
    expect(await ledger(other)).toHaveLength(1);
  });
});
