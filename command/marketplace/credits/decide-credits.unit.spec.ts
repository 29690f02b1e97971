import { describe, expect, it } from 'vitest';
import { domainError } from '../../../contracts/core/errors';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { creditLedgerDecider, decideGrants, type CreditCommand } from './decide-credits';

const given = DeciderSpecification.for(creditLedgerDecider);
const userId = 'u-1';
const now = new Date('2026-05-01T10:00:00.000Z');
const at = now.toISOString();

const granted = (kind: 'contact' | 'promote', amount: number, balance = amount, grantKey: string | null = null): CreditEvent => ({
  type: 'CreditsGranted',
  data: { userId, kind, amount, balance, reason: 'admin', grantedBy: 'admin-1', grantKey, paymentId: null, note: null, grantedAt: '2026-04-01T00:00:00.000Z' },
});
const used = (kind: 'contact' | 'promote', objectType: 'job' | 'profile', objectId: string, balance: number): CreditEvent => ({
  type: 'CreditUsed',
  data: { userId, kind, objectType, objectId, balance, reason: kind === 'contact' ? 'contact-unlocked' : 'object-promoted', usedAt: '2026-04-02T00:00:00.000Z' },
});
const promoted = (promotionId: string, objectId: string, expiresAt: string): CreditEvent => ({
  type: 'ObjectPromoted',
  data: { userId, promotionId, objectType: 'job', objectId, promotedAt: new Date(Date.parse(expiresAt) - 86_400_000).toISOString(), expiresAt },
});

const unlock = (objectId: string, free = false): CreditCommand => ({ type: 'UnlockContact', userId, objectType: 'job', objectId, free, now });
const promote = (objectId: string, promotionId = 'p-new'): CreditCommand => ({ type: 'PromoteObject', userId, promotionId, objectType: 'job', objectId, now });
const grant = (kind: 'contact' | 'promote', amount: number, grantKey: string | null = null, actorId: string | null = 'admin-1'): CreditCommand => ({
  type: 'GrantCredits',
  userId,
  kind,
  amount,
  reason: 'admin',
  actorId,
  grantKey,
  paymentId: null,
  note: 'because',
  now,
});

describe('UnlockContact', () => {
  it('uses one contact credit for an object not unlocked before', () => {
    given([granted('contact', 3)])
      .when(unlock('j-1'))
      .then([{ type: 'CreditUsed', data: { userId, kind: 'contact', objectType: 'job', objectId: 'j-1', balance: 2, reason: 'contact-unlocked', usedAt: at } }]);
  });
  it('records nothing when the object was unlocked before: seeing it again is free', () => {
    given([granted('contact', 3), used('contact', 'job', 'j-1', 2)]).when(unlock('j-1')).thenNothingHappens();
  });
  it('records nothing when the viewer may see it anyway (own, match, Pro)', () => {
    given([]).when(unlock('j-1', true)).thenNothingHappens();
  });
  it('rejects with LimitReached when every contact credit is spent', () => {
    given([granted('contact', 1), used('contact', 'job', 'j-1', 0)]).when(unlock('j-2')).thenFails('LimitReached');
  });
  it('rejects with NotPro when the user never had contact credits', () => {
    given([granted('promote', 2)]).when(unlock('j-1')).thenFails('NotPro');
  });
  it('counts promote credits apart from contact credits', () => {
    given([granted('contact', 1), granted('promote', 5), used('promote', 'job', 'j-9', 4)])
      .when(unlock('j-1'))
      .then([{ type: 'CreditUsed', data: { userId, kind: 'contact', objectType: 'job', objectId: 'j-1', balance: 0, reason: 'contact-unlocked', usedAt: at } }]);
  });
});

describe('PromoteObject', () => {
  const expiresAt = new Date(now.getTime() + 24 * 3600_000).toISOString();
  it('uses a promote credit and promotes the object for 24 hours', () => {
    given([granted('promote', 2)])
      .when(promote('j-1'))
      .then([
        { type: 'CreditUsed', data: { userId, kind: 'promote', objectType: 'job', objectId: 'j-1', balance: 1, reason: 'object-promoted', usedAt: at } },
        { type: 'ObjectPromoted', data: { userId, promotionId: 'p-new', objectType: 'job', objectId: 'j-1', promotedAt: at, expiresAt } },
      ]);
  });
  it('records nothing and uses no credit while the object is promoted', () => {
    given([granted('promote', 2), promoted('p-1', 'j-1', '2026-05-01T20:00:00.000Z')]).when(promote('j-1')).thenNothingHappens();
  });
  it('promotes again once the promotion has expired', () => {
    const expired: CreditEvent = { type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: '2026-04-30T00:00:00.000Z' } };
    const result = given([granted('promote', 2), promoted('p-1', 'j-1', '2026-04-30T00:00:00.000Z'), expired]).when(promote('j-1')).result();
    expect(result).toHaveLength(2);
  });
  it('ends a promotion whose time is up but whose expiry has not run, then starts the new one', () => {
    const result = given([granted('promote', 2), promoted('p-1', 'j-1', '2026-05-01T09:00:00.000Z')]).when(promote('j-1')).result();
    expect(result).toEqual([
      { type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: at } },
      expect.objectContaining({ type: 'CreditUsed' }),
      expect.objectContaining({ type: 'ObjectPromoted' }),
    ]);
  });
  it('ends a promotion whose time is up at this very moment, then starts the new one', () => {
    given([granted('promote', 2), promoted('p-1', 'j-1', at)])
      .when(promote('j-1'))
      .then([
        { type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: at } },
        { type: 'CreditUsed', data: { userId, kind: 'promote', objectType: 'job', objectId: 'j-1', balance: 1, reason: 'object-promoted', usedAt: at } },
        { type: 'ObjectPromoted', data: { userId, promotionId: 'p-new', objectType: 'job', objectId: 'j-1', promotedAt: at, expiresAt } },
      ]);
  });
  it('uses the last promote credit left', () => {
    given([granted('promote', 1)])
      .when(promote('j-1'))
      .then([
        { type: 'CreditUsed', data: { userId, kind: 'promote', objectType: 'job', objectId: 'j-1', balance: 0, reason: 'object-promoted', usedAt: at } },
        { type: 'ObjectPromoted', data: { userId, promotionId: 'p-new', objectType: 'job', objectId: 'j-1', promotedAt: at, expiresAt } },
      ]);
  });
  it('rejects with LimitReached when every promote credit is spent', () => {
    given([granted('promote', 1), used('promote', 'job', 'j-0', 0)]).when(promote('j-1')).thenFails('LimitReached');
  });
  it('rejects with NotPro when the user never had promote credits', () => {
    given([granted('contact', 10)]).when(promote('j-1')).thenFails('NotPro');
  });
});

describe('ExpirePromotion', () => {
  const expire = (promotionId: string): CreditCommand => ({ type: 'ExpirePromotion', userId, promotionId, now });
  it('records PromotionExpired when the promotion is due', () => {
    given([promoted('p-1', 'j-1', '2026-05-01T09:59:59.000Z')])
      .when(expire('p-1'))
      .then([{ type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: at } }]);
  });
  it('records PromotionExpired when the promotion ends at this very moment', () => {
    given([promoted('p-1', 'j-1', at)])
      .when(expire('p-1'))
      .then([{ type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: at } }]);
  });
  it('records nothing when it already expired, or was replaced', () => {
    const expired: CreditEvent = { type: 'PromotionExpired', data: { userId, promotionId: 'p-1', objectType: 'job', objectId: 'j-1', expiredAt: at } };
    given([promoted('p-1', 'j-1', '2026-05-01T09:00:00.000Z'), expired]).when(expire('p-1')).thenNothingHappens();
    given([promoted('p-1', 'j-1', '2026-05-01T09:00:00.000Z'), expired, promoted('p-2', 'j-1', '2026-05-02T09:00:00.000Z')]).when(expire('p-1')).thenNothingHappens();
  });
  it('refuses to end a promotion before its time, so the queue tries again later', () => {
    given([promoted('p-1', 'j-1', '2026-05-01T11:00:00.000Z')]).when(expire('p-1')).thenFails('Conflict', 'This promotion has not expired yet');
  });
});

describe('GrantCredits', () => {
  it('records CreditsGranted with the balance it leaves, who and why', () => {
    given([granted('contact', 2)])
      .when(grant('contact', 3))
      .then([
        {
          type: 'CreditsGranted',
          data: { userId, kind: 'contact', amount: 3, balance: 5, reason: 'admin', grantedBy: 'admin-1', grantKey: null, paymentId: null, note: 'because', grantedAt: at },
        },
      ]);
  });
  it('records CreditsWithdrawn for a negative amount', () => {
    given([granted('promote', 4)])
      .when(grant('promote', -3))
      .then([{ type: 'CreditsWithdrawn', data: { userId, kind: 'promote', amount: 3, balance: 1, reason: 'admin', withdrawnBy: 'admin-1', note: 'because', withdrawnAt: at } }]);
  });
  it('withdraws every credit left, down to zero', () => {
    given([granted('promote', 4)])
      .when(grant('promote', -4))
      .then([{ type: 'CreditsWithdrawn', data: { userId, kind: 'promote', amount: 4, balance: 0, reason: 'admin', withdrawnBy: 'admin-1', note: 'because', withdrawnAt: at } }]);
  });
  it('records a withdrawal no administrator made as made by the system', () => {
    given([granted('contact', 4)])
      .when(grant('contact', -1, null, null))
      .then([{ type: 'CreditsWithdrawn', data: { userId, kind: 'contact', amount: 1, balance: 3, reason: 'admin', withdrawnBy: 'system', note: 'because', withdrawnAt: at } }]);
  });
  it('records nothing for a grant of no credits', () => {
    given([granted('contact', 2)]).when(grant('contact', 0)).thenNothingHappens();
  });
  it('rejects with CreditsWouldGoNegative when more would be taken than is left', () => {
    given([granted('promote', 4), used('promote', 'job', 'j-1', 3)]).when(grant('promote', -4)).thenFails('CreditsWouldGoNegative');
  });
  it('grants a keyed grant once', () => {
    given([granted('contact', 10, 10, 'pro-credits-x-2:contact')]).when(grant('contact', 10, 'pro-credits-x-2:contact')).thenNothingHappens();
  });
  it('decides several grants in a row over one ledger', () => {
    const state = given([granted('contact', 1)]).state();
    const first = grant('contact', 10, 'k-1') as Extract<CreditCommand, { type: 'GrantCredits' }>;
    const second = grant('contact', 10, 'k-1') as Extract<CreditCommand, { type: 'GrantCredits' }>;
    const third = grant('promote', 10, 'k-2') as Extract<CreditCommand, { type: 'GrantCredits' }>;
    const events = decideGrants([first, second, third], state);
    expect(Array.isArray(events) && events.map((e) => [e.type, 'kind' in e.data ? e.data.kind : null, 'balance' in e.data ? e.data.balance : null])).toEqual([
      ['CreditsGranted', 'contact', 11],
      ['CreditsGranted', 'promote', 10],
    ]);
  });
  it('decides several grants in a row, and refuses them all when one would take more than is left', () => {
    const state = given([granted('promote', 1)]).state();
    const first = grant('contact', 10, 'k-1') as Extract<CreditCommand, { type: 'GrantCredits' }>;
    const second = grant('promote', -2, 'k-2') as Extract<CreditCommand, { type: 'GrantCredits' }>;
    expect(decideGrants([first, second], state)).toEqual(domainError('CreditsWouldGoNegative'));
  });
});
