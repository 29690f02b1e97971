import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { paymentStreamId, PRO_MONTHLY_CREDITS_JOB, PRO_PLAN_END_JOB, proMonthlyCreditsKey, proPlanEndKey, proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import { addMonths, PRO_CONTACTS_PER_MONTH, PRO_PROMOTES_PER_MONTH, PRO_RECRUITER_PROMOTES_PER_MONTH } from '../../../contracts/marketplace/payments/plans';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { purchaseDecider, type MonthlyCredits, type PaymentCommand, type ProEvent } from './decide-payment';
import { isRecruiter } from './facts';
import { creditsPart, paymentPart, proPart } from './payment-streams';
import { paymentStreamOf } from './pro-plan';

// Pro recruiters get one boost a month instead of ten (spec §1): the buyer's role is a fact.
const monthlyCreditsOf = async (deps: CommandDeps, userId: string): Promise<MonthlyCredits> => ({
  contacts: PRO_CONTACTS_PER_MONTH,
  promotes: (await isRecruiter(deps, userId)) ? PRO_RECRUITER_PROMOTES_PER_MONTH : PRO_PROMOTES_PER_MONTH,
});

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

export type PurchaseIds = { paymentId: string | null; userId: string; grantId: string };

// Loads the payment (if any), the plan and the ledger of one user, decides, queues, appends all at once.
export async function appendPurchase(deps: CommandDeps, ids: PurchaseIds, command: (monthly: MonthlyCredits) => PaymentCommand, ctx: CommandContext): Promise<Appended | DomainError> {
  const monthly = await monthlyCreditsOf(deps, ids.userId);
  return withConflictRetries(`pro plan of ${ids.userId}`, async (): Promise<Appended | DomainError> => {
    const [payment, pro, credits] = await Promise.all([
      loadStream(deps.store, paymentStreamId(ids.paymentId ?? 'none'), paymentPart),
      loadStream(deps.store, proPlanStreamId(ids.userId), proPart),
      loadStream(deps.store, creditsStreamId(ids.userId), creditsPart),
    ]);
    const decided = purchaseDecider.decide(command(monthly), { payment: payment.state, pro: pro.state, credits: credits.state });
    if (isDomainError(decided)) return decided;
    await scheduleExtension(deps, decided, ids.grantId, monthly);
    const part = (stream: 'payment' | 'pro' | 'credits') => decided.filter((e) => paymentStreamOf(e) === stream);
    return appendDecided(
      deps.store,
      [
        { loaded: payment, events: part('payment') },
        { loaded: pro, events: part('pro') },
        { loaded: credits, events: part('credits') },
      ],
      metadataOf(ctx),
    );
  });
}
