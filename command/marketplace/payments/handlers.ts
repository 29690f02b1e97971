import { failWith, isDomainError } from '../../../contracts/core/errors';
import { creditEvents } from '../../../contracts/marketplace/credits/events';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { paymentEvents } from '../../../contracts/marketplace/payments/events';
import { paymentStreamId, PRO_MONTHLY_CREDITS_JOB, PRO_PLAN_END_JOB, proMonthlyCreditsKey, proPlanEndKey, proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import { addMonths, PRO_CONTACTS_PER_MONTH, PRO_PROMOTES_PER_MONTH, PRO_RECRUITER_PROMOTES_PER_MONTH, proPlanOf, type ProPlanMonths } from '../../../contracts/marketplace/payments/plans';
import type { PaymentProvider } from '../../../contracts/marketplace/payments/provider';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { adjustCredits } from '../credits/adjust-credits';
import { evolveCreditLedger, initialCreditLedgerState } from '../credits/ledger';
import { monthGrantKey, purchaseDecider, type MonthlyCredits, type PaymentCommand, type ProEvent } from './decide-payment';
import { evolvePayment, evolveProPlan, initialPaymentState, initialProPlanState, initialPurchaseState, paymentStreamOf } from './pro-plan';

const paymentPart = { events: paymentEvents, initialState: initialPaymentState, evolve: evolvePayment };
const proPart = { events: paymentEvents, initialState: initialProPlanState, evolve: evolveProPlan };
const creditsPart = { events: creditEvents, initialState: initialCreditLedgerState, evolve: evolveCreditLedger };

// Pro recruiters get one boost a month instead of ten (spec §1): the buyer's role is a fact.
export async function monthlyCreditsOf(deps: CommandDeps, userId: string): Promise<MonthlyCredits> {
  const account = await deps.db.selectFrom('user_account').select('lookingforwork').where('id', '=', userId).executeTakeFirst();
  return { contacts: PRO_CONTACTS_PER_MONTH, promotes: account && !account.lookingforwork ? PRO_RECRUITER_PROMOTES_PER_MONTH : PRO_PROMOTES_PER_MONTH };
}

export async function startPayment(deps: CommandDeps, ctx: CommandContext, provider: PaymentProvider, userId: string, months: ProPlanMonths): Promise<Appended & { paymentId: string; url: string }> {
  const plan = proPlanOf(months);
  const paymentId = deps.newId();
  const result = await withConflictRetries(paymentStreamId(paymentId), async () => {
    const payment = await loadStream(deps.store, paymentStreamId(paymentId), paymentPart);
    const command: PaymentCommand = { type: 'StartPayment', paymentId, userId, months, amount: plan.total, currency: plan.currency, provider: provider.name, now: deps.clock() };
    const decided = purchaseDecider.decide(command, { ...initialPurchaseState, payment: payment.state });
    if (isDomainError(decided)) return failWith(decided);
    return appendDecided(deps.store, [{ loaded: payment, events: decided }], metadataOf(ctx));
  });
  const url = await provider.checkoutUrl({ paymentId, amount: plan.total, currency: plan.currency, description: `Pro plan, ${months} month${months > 1 ? 's' : ''}` });
  return { position: result.position, types: result.types, paymentId, url };
}

// Queued before the extension is appended: the plan's end, and the credits of months 2..n on their
// day. Keys make each job at most once; a job for an extension that was never appended finds
// nothing to do (the end checks the plan, a grant checks its key).
async function scheduleExtension(deps: CommandDeps, events: readonly ProEvent[], grantId: string, monthly: MonthlyCredits): Promise<void> {
  for (const event of events) {
    if (event.type !== 'ProPlanExtended') continue;
    const { userId, until, from, months, paymentId } = event.data;
    await deps.scheduler.schedule(PRO_PLAN_END_JOB, { userId }, { runAt: new Date(until), key: proPlanEndKey(userId, until) });
    for (let month = 2; month <= months; month++)
      await deps.scheduler.schedule(
        PRO_MONTHLY_CREDITS_JOB,
        { userId, grantId, month, paymentId, contacts: monthly.contacts, promotes: monthly.promotes },
        { runAt: addMonths(new Date(from), month - 1), key: proMonthlyCreditsKey(grantId, month) },
      );
  }
}

// Loads the payment (if any), the plan and the ledger of one user, decides, queues, appends all at once.
async function decidePurchase(
  deps: CommandDeps,
  ctx: CommandContext,
  ids: { paymentId: string | null; userId: string; grantId: string },
  command: () => PaymentCommand,
  monthly: MonthlyCredits,
): Promise<Appended & { events: ProEvent[] }> {
  return withConflictRetries(`pro plan of ${ids.userId}`, async () => {
    const [payment, pro, credits] = await Promise.all([
      loadStream(deps.store, paymentStreamId(ids.paymentId ?? 'none'), paymentPart),
      loadStream(deps.store, proPlanStreamId(ids.userId), proPart),
      loadStream(deps.store, creditsStreamId(ids.userId), creditsPart),
    ]);
    const decided = purchaseDecider.decide(command(), { payment: payment.state, pro: pro.state, credits: credits.state });
    if (isDomainError(decided)) return failWith(decided);
    await scheduleExtension(deps, decided, ids.grantId, monthly);
    const part = (stream: 'payment' | 'pro' | 'credits') => decided.filter((e) => paymentStreamOf(e) === stream);
    const appended = await appendDecided(
      deps.store,
      [
        { loaded: payment, events: part('payment') },
        { loaded: pro, events: part('pro') },
        { loaded: credits, events: part('credits') },
      ],
      metadataOf(ctx),
    );
    return { ...appended, events: decided };
  });
}

export type PaymentOutcome = { outcome: 'paid' | 'declined' | 'cancelled'; cardLast4: string | null; reason: string | null };

export async function completePayment(deps: CommandDeps, ctx: CommandContext, paymentId: string, result: PaymentOutcome): Promise<Appended & { userId: string }> {
  const payment = await loadStream(deps.store, paymentStreamId(paymentId), paymentPart);
  if (payment.state.status === 'none') return failWith({ code: 'PaymentNotFound' });
  const { userId } = payment.state;
  const monthly = await monthlyCreditsOf(deps, userId);
  const now = deps.clock();
  const appended = await decidePurchase(deps, ctx, { paymentId, userId, grantId: paymentId }, () => ({ type: 'CompletePayment', ...result, monthly, now }), monthly);
  return { position: appended.position, types: appended.types, userId };
}

export async function extendProPlan(deps: CommandDeps, ctx: CommandContext, actorId: string, userId: string, months: number): Promise<Appended> {
  const monthly = await monthlyCreditsOf(deps, userId);
  const grantId = deps.newId();
  const now = deps.clock();
  return decidePurchase(deps, ctx, { paymentId: null, userId, grantId }, () => ({ type: 'ExtendProPlan', userId, months, actorId, grantId, monthly, now }), monthly);
}

// The scheduled end of a plan: appends ProPlanEnded only when the plan still ends then.
export async function endProPlan(deps: CommandDeps, ctx: CommandContext, userId: string): Promise<Appended> {
  return withConflictRetries(proPlanStreamId(userId), async () => {
    const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
    const decided = purchaseDecider.decide({ type: 'EndProPlan', userId, now: deps.clock() }, { ...initialPurchaseState, pro: pro.state });
    if (isDomainError(decided)) return failWith(decided);
    return appendDecided(deps.store, [{ loaded: pro, events: decided }], metadataOf(ctx));
  });
}

export async function setAnonymousSearch(deps: CommandDeps, ctx: CommandContext, userId: string, anonymous: boolean): Promise<Appended & { notPro: boolean }> {
  return withConflictRetries(proPlanStreamId(userId), async () => {
    const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
    const decided = purchaseDecider.decide({ type: 'SetAnonymousSearch', userId, anonymous, now: deps.clock() }, { ...initialPurchaseState, pro: pro.state });
    if (isDomainError(decided)) {
      if (decided.code === 'NotPro') return { position: null, types: [], notPro: true };
      return failWith(decided);
    }
    return { ...(await appendDecided(deps.store, [{ loaded: pro, events: decided }], metadataOf(ctx))), notPro: false };
  });
}

// The queued grant of one month of a plan (months 2..n): once per month, whatever the retries.
export async function grantProMonth(
  deps: CommandDeps,
  ctx: CommandContext,
  job: { userId: string; grantId: string; month: number; paymentId: string | null; contacts: number; promotes: number },
): Promise<Appended[]> {
  const out: Appended[] = [];
  for (const [kind, amount] of [['contact', job.contacts], ['promote', job.promotes]] as const) {
    const granted = await adjustCredits(deps, { userId: job.userId, kind, amount, reason: 'pro-monthly', grantKey: monthGrantKey(job.grantId, job.month, kind), paymentId: job.paymentId, note: null }, ctx);
    out.push(isDomainError(granted) ? failWith(granted) : granted);
  }
  return out;
}

// A payment as the write side knows it (the checkout page reads it: it must not lag).
export async function loadPayment(deps: CommandDeps, paymentId: string) {
  return (await loadStream(deps.store, paymentStreamId(paymentId), paymentPart)).state;
}
