import { creditObjectKey } from '../../../contracts/marketplace/credits/ids';
import type { CreditKind } from '../../../contracts/marketplace/credits/credits';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';

export type ActivePromotion = { promotionId: string; objectType: string; objectId: string; expiresAt: string };

// One user's credits, folded from credits-{userId}.
export type CreditLedgerState = {
  balance: Readonly<Record<CreditKind, number>>;
  // whether the user ever had credits of a kind: none ever is 'notPro', none left is 'limitReached'
  everGranted: Readonly<Record<CreditKind, boolean>>;
  // objects whose contact this user unlocked with a credit
  unlocked: ReadonlySet<string>;
  grantKeys: ReadonlySet<string>;
  // by object key; an entry stays until its PromotionExpired
  promotions: ReadonlyMap<string, ActivePromotion>;
};

export const initialCreditLedgerState: CreditLedgerState = {
  balance: { contact: 0, promote: 0 },
  everGranted: { contact: false, promote: false },
  unlocked: new Set(),
  grantKeys: new Set(),
  promotions: new Map(),
};

const kindOf = (kind: string): CreditKind => (kind === 'promote' ? 'promote' : 'contact');

export const evolveCreditLedger = (state: CreditLedgerState, event: CreditEvent): CreditLedgerState => {
  switch (event.type) {
    case 'CreditsGranted': {
      const kind = kindOf(event.data.kind);
      return {
        ...state,
        balance: { ...state.balance, [kind]: state.balance[kind] + event.data.amount },
        everGranted: { ...state.everGranted, [kind]: true },
        grantKeys: event.data.grantKey ? new Set(state.grantKeys).add(event.data.grantKey) : state.grantKeys,
      };
    }
    case 'CreditsWithdrawn': {
      const kind = kindOf(event.data.kind);
      return { ...state, balance: { ...state.balance, [kind]: Math.max(0, state.balance[kind] - event.data.amount) } };
    }
    case 'CreditUsed': {
      const kind = kindOf(event.data.kind);
      const balance = { ...state.balance, [kind]: Math.max(0, state.balance[kind] - 1) };
      if (kind === 'promote') return { ...state, balance };
      return { ...state, balance, unlocked: new Set(state.unlocked).add(creditObjectKey(event.data.objectType, event.data.objectId)) };
    }
    case 'ObjectPromoted': {
      const { promotionId, objectType, objectId, expiresAt } = event.data;
      return { ...state, promotions: new Map(state.promotions).set(creditObjectKey(objectType, objectId), { promotionId, objectType, objectId, expiresAt }) };
    }
    case 'PromotionExpired': {
      const key = creditObjectKey(event.data.objectType, event.data.objectId);
      if (state.promotions.get(key)?.promotionId !== event.data.promotionId) return state;
      const promotions = new Map(state.promotions);
      promotions.delete(key);
      return { ...state, promotions };
    }
    default:
      return state;
  }
};
