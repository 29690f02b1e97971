import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { UserRoles } from '../../../contracts/identity/users/events';
import { userStreamId } from '../../../contracts/identity/users/ids';
import type { CreditKind } from '../../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { PRO_PLAN_END_JOB, proPlanEndKey, proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import type { DomainEvent } from '../../core/decider';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, loadStream, withConflictRetries, type Appended, type Loaded } from '../../core/handle-command';
import { creditLedgerDecider } from '../../marketplace/credits/decide-credits';
import { purchaseDecider } from '../../marketplace/payments/decide-payment';
import { proPart } from '../../marketplace/payments/payment-streams';
import { initialPurchaseState } from '../../marketplace/payments/pro-plan';
import { userDecider } from './decide-user';

// What an admin saves on a person's card (the users screen): roles, the credits left of each kind,
// the Pro end (null ends it now). Only what is named changes.
export type SetAdminUserData = { userId: string; roles: Partial<UserRoles>; credits: Partial<Record<CreditKind, number>>; proEndDate?: Date | null };

type Part = { loaded: Loaded<unknown>; events: readonly DomainEvent[] };

// Each part is decided on its own stream (the person's account, their credit ledger, their Pro
// plan) and the events of all are appended together or not at all: a refusal or a conflict leaves
// the card as it was. The credit ledger records the difference from what is left now, granted or
// withdrawn by the admin; a Pro end is queued for its day before the append (a queued end whose
// date the plan no longer has finds nothing to do).
export async function setAdminUserData(deps: CommandDeps, command: SetAdminUserData, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId } = command;
  const now = deps.clock();
  return withConflictRetries(`admin data of ${userId}`, async () => {
    const parts: Part[] = [];
    if (Object.keys(command.roles).length) {
      const user = await loadStream(deps.store, userStreamId(userId), userDecider);
      const events = userDecider.decide({ type: 'SetRoles', roles: command.roles, now }, user.state);
      if (isDomainError(events)) return events;
      parts.push({ loaded: user, events });
    }
    const credits = Object.entries(command.credits) as [CreditKind, number][];
    if (credits.length) {
      const ledger = await loadStream(deps.store, creditsStreamId(userId), creditLedgerDecider);
      let state = ledger.state;
      const events: DomainEvent[] = [];
      for (const [kind, left] of credits) {
        const decided = creditLedgerDecider.decide({ type: 'GrantCredits', userId, kind, amount: left - state.balance[kind], reason: 'admin', actorId: ctx.actor, grantKey: null, paymentId: null, note: null, now }, state);
        if (isDomainError(decided)) return decided;
        events.push(...decided);
        state = decided.reduce(creditLedgerDecider.evolve, state);
      }
      parts.push({ loaded: ledger, events });
    }
    if (command.proEndDate !== undefined) {
      const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
      const decided = purchaseDecider.decide({ type: 'SetProEndDate', userId, until: command.proEndDate, actorId: ctx.actor, now }, { ...initialPurchaseState, pro: pro.state });
      if (isDomainError(decided)) return decided;
      for (const event of decided)
        if (event.type === 'ProEndDateSet' && event.data.until)
          await deps.scheduler.schedule(PRO_PLAN_END_JOB, { userId }, { runAt: new Date(event.data.until), key: proPlanEndKey(userId, event.data.until) });
      parts.push({ loaded: pro, events: decided });
    }
    return appendDecided(deps.store, parts, metadataOf(ctx));
  });
}
