import type { PaymentEvent } from '../../../contracts/marketplace/payments/events';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';
import { evolveCreditLedger, initialCreditLedgerState, type CreditLedgerState } from '../credits/ledger';

export type PaymentState =
  | { status: 'none' }
  | { status: 'started' | 'succeeded' | 'failed' | 'cancelled'; paymentId: string; userId: string; months: number; amount: number; currency: string };

export const initialPaymentState: PaymentState = { status: 'none' };

export const evolvePayment = (state: PaymentState, event: PaymentEvent): PaymentState => {
  switch (event.type) {
    case 'PaymentStarted': {
      const { paymentId, userId, months, amount, currency } = event.data;
      return { status: 'started', paymentId, userId, months, amount, currency };
    }
    case 'PaymentSucceeded':
      return state.status === 'none' ? state : { ...state, status: 'succeeded' };
    case 'PaymentFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    case 'PaymentCancelled':
      return state.status === 'none' ? state : { ...state, status: 'cancelled' };
    default:
      return state;
  }
};

// A user's Pro plan: until when it runs, whether it has been ended, and the member's settings.
export type ProPlanState = { active: boolean; until: string | null; anonymous: boolean };

export const initialProPlanState: ProPlanState = { active: false, until: null, anonymous: false };

export const evolveProPlan = (state: ProPlanState, event: PaymentEvent): ProPlanState => {
  if (event.type === 'ProPlanExtended') return { ...state, active: true, until: event.data.until };
  if (event.type === 'ProPlanEnded') return { ...state, active: false };
  if (event.type === 'ProEndDateSet') return { ...state, active: event.data.until !== null, until: event.data.until };
  if (event.type === 'AnonymousSearchSet') return { ...state, anonymous: event.data.anonymous };
  return state;
};

// A purchase decides over the payment, the buyer's plan and the buyer's credit ledger at once.
export type PurchaseState = { payment: PaymentState; pro: ProPlanState; credits: CreditLedgerState };

const proPlanEventTypes: ReadonlySet<string> = new Set(['ProPlanExtended', 'ProEndDateSet', 'ProPlanEnded', 'AnonymousSearchSet']);

export const paymentStreamOf = (event: PaymentEvent | CreditEvent): 'payment' | 'pro' | 'credits' =>
  event.type.startsWith('Payment') ? 'payment' : proPlanEventTypes.has(event.type) ? 'pro' : 'credits';

export const evolvePurchase = (state: PurchaseState, event: PaymentEvent | CreditEvent): PurchaseState => {
  switch (paymentStreamOf(event)) {
    case 'payment':
      return { ...state, payment: evolvePayment(state.payment, event as PaymentEvent) };
    case 'pro':
      return { ...state, pro: evolveProPlan(state.pro, event as PaymentEvent) };
    case 'credits':
      return { ...state, credits: evolveCreditLedger(state.credits, event as CreditEvent) };
  }
};

export const initialPurchaseState: PurchaseState = { payment: initialPaymentState, pro: initialProPlanState, credits: initialCreditLedgerState };
