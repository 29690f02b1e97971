import { domainError, type DomainError } from '../../../contracts/core/errors';
import { PROMOTE_MS, type CreditKind, type CreditObjectType } from '../../../contracts/marketplace/credits/credits';
import { creditEvents, type CreditEvent } from '../../../contracts/marketplace/credits/events';
import { creditObjectKey } from '../../../contracts/marketplace/credits/ids';
import type { Decider } from '../../core/decider';
import { evolveCreditLedger, initialCreditLedgerState, type CreditLedgerState } from './ledger';
import { creditMessages } from '../../../contracts/marketplace/credits/messages';

// Facts the handler looked up arrive on the command: `free` says the viewer may see the contact
// without a credit (their own object, a match, a Pro plan).
export type CreditCommand =
  | { type: 'UnlockContact'; userId: string; objectType: CreditObjectType; objectId: string; free: boolean; now: Date }
  | { type: 'PromoteObject'; userId: string; promotionId: string; objectType: CreditObjectType; objectId: string; now: Date }
  | { type: 'ExpirePromotion'; userId: string; promotionId: string; now: Date }
  | {
      type: 'GrantCredits';
      userId: string;
      kind: CreditKind;
      // negative takes credits away
      amount: number;
      reason: string;
      actorId: string | null;
      grantKey: string | null;
      paymentId: string | null;
      note: string | null;
      now: Date;
    };

// Out of credits: a user who never had any is offered Pro; one who spent them has reached the limit.
const refusal = (state: CreditLedgerState, kind: CreditKind): DomainError => domainError(state.everGranted[kind] ? 'LimitReached' : 'NotPro');

export const decideUnlockContact = (command: Extract<CreditCommand, { type: 'UnlockContact' }>, state: CreditLedgerState): CreditEvent[] | DomainError => {
  const { userId, objectType, objectId } = command;
  // seeing it again is free, and so is whatever the viewer may see anyway
  if (command.free || state.unlocked.has(creditObjectKey(objectType, objectId))) return [];
  if (state.balance.contact < 1) return refusal(state, 'contact');
  return [
    { type: 'CreditUsed', data: { userId, kind: 'contact', objectType, objectId, balance: state.balance.contact - 1, reason: 'contact-unlocked', usedAt: command.now.toISOString() } },
  ];
};

export const decidePromoteObject = (command: Extract<CreditCommand, { type: 'PromoteObject' }>, state: CreditLedgerState): CreditEvent[] | DomainError => {
  const { userId, objectType, objectId, now } = command;
  const at = now.toISOString();
  const current = state.promotions.get(creditObjectKey(objectType, objectId));
  // promoting while promoted changes nothing: no second credit, no second clock
  if (current && Date.parse(current.expiresAt) > now.getTime()) return [];
  if (state.balance.promote < 1) return refusal(state, 'promote');
  // a promotion whose expiry has not run yet ends here, before the new one starts
  const stale: CreditEvent[] = current
    ? [{ type: 'PromotionExpired', data: { userId, promotionId: current.promotionId, objectType, objectId, expiredAt: at } }]
    : [];
  return [
    ...stale,
    { type: 'CreditUsed', data: { userId, kind: 'promote', objectType, objectId, balance: state.balance.promote - 1, reason: 'object-promoted', usedAt: at } },
    {
      type: 'ObjectPromoted',
      data: { userId, promotionId: command.promotionId, objectType, objectId, promotedAt: at, expiresAt: new Date(now.getTime() + PROMOTE_MS).toISOString() },
    },
  ];
};

export const decideExpirePromotion = (command: Extract<CreditCommand, { type: 'ExpirePromotion' }>, state: CreditLedgerState): CreditEvent[] | DomainError => {
  const current = [...state.promotions.values()].find((p) => p.promotionId === command.promotionId);
  // already expired, or replaced: nothing to do
  if (!current) return [];
  if (Date.parse(current.expiresAt) > command.now.getTime()) return domainError('Conflict', creditMessages.PromotionRunning);
  const { promotionId, objectType, objectId } = current;
  return [{ type: 'PromotionExpired', data: { userId: command.userId, promotionId, objectType, objectId, expiredAt: command.now.toISOString() } }];
};

export const decideGrantCredits = (command: Extract<CreditCommand, { type: 'GrantCredits' }>, state: CreditLedgerState): CreditEvent[] | DomainError => {
  const { userId, kind, amount, reason, note } = command;
  const at = command.now.toISOString();
  if (command.grantKey && state.grantKeys.has(command.grantKey)) return [];
  if (amount === 0) return [];
  if (amount > 0)
    return [
      {
        type: 'CreditsGranted',
        data: { userId, kind, amount, balance: state.balance[kind] + amount, reason, grantedBy: command.actorId, grantKey: command.grantKey, paymentId: command.paymentId, note, grantedAt: at },
      },
    ];
  if (state.balance[kind] + amount < 0) return domainError('CreditsWouldGoNegative');
  return [
    {
      type: 'CreditsWithdrawn',
      data: { userId, kind, amount: -amount, balance: state.balance[kind] + amount, reason, withdrawnBy: command.actorId ?? 'system', note, withdrawnAt: at },
    },
  ];
};

export const decideCredits = (command: CreditCommand, state: CreditLedgerState): CreditEvent[] | DomainError => {
  switch (command.type) {
    case 'UnlockContact':
      return decideUnlockContact(command, state);
    case 'PromoteObject':
      return decidePromoteObject(command, state);
    case 'ExpirePromotion':
      return decideExpirePromotion(command, state);
    case 'GrantCredits':
      return decideGrantCredits(command, state);
  }
};

export const creditLedgerDecider: Decider<CreditLedgerState, CreditCommand, CreditEvent> = {
  events: creditEvents,
  initialState: initialCreditLedgerState,
  evolve: evolveCreditLedger,
  decide: decideCredits,
};

// Several grants decided in a row over one ledger (a Pro purchase grants both kinds at once).
export const decideGrants = (commands: Extract<CreditCommand, { type: 'GrantCredits' }>[], state: CreditLedgerState): CreditEvent[] | DomainError => {
  const events: CreditEvent[] = [];
  let current = state;
  for (const command of commands) {
    const decided = decideGrantCredits(command, current);
    if (!Array.isArray(decided)) return decided;
    events.push(...decided);
    current = decided.reduce(evolveCreditLedger, current);
  }
  return events;
};
