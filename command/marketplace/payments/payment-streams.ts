import { creditEvents } from '../../../contracts/marketplace/credits/events';
import { paymentEvents } from '../../../contracts/marketplace/payments/events';
import { paymentStreamId } from '../../../contracts/marketplace/payments/ids';
import { loadStream } from '../../core/handle-command';
import type { CommandDeps } from '../../core/deps';
import { evolveCreditLedger, initialCreditLedgerState } from '../credits/ledger';
import { evolvePayment, evolveProPlan, initialPaymentState, initialProPlanState } from './pro-plan';

// The folders of the three streams a purchase decides over, declared once (kept states are per folder).
export const paymentPart = { events: paymentEvents, initialState: initialPaymentState, evolve: evolvePayment };
export const proPart = { events: paymentEvents, initialState: initialProPlanState, evolve: evolveProPlan };
export const creditsPart = { events: creditEvents, initialState: initialCreditLedgerState, evolve: evolveCreditLedger };

// A payment as the write side knows it (the checkout page reads it: it must not lag).
export async function loadPayment(deps: CommandDeps, paymentId: string) {
  return (await loadStream(deps.store, paymentStreamId(paymentId), paymentPart)).state;
}
