import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { PRO_PLAN_END_JOB, proPlanEndKey, proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { purchaseDecider } from './decide-payment';
import { proPart } from './payment-streams';
import { initialPurchaseState } from './pro-plan';

// An admin's Pro end date for a person; null ends the plan now.
export type SetProEndDate = { userId: string; until: Date | null };

// The end is queued for its day before it is appended (a queued end whose date the plan no longer
// has finds nothing to do); the admin is recorded as having set it.
export async function setProEndDate(deps: CommandDeps, command: SetProEndDate, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, until } = command;
  return withConflictRetries(proPlanStreamId(userId), async () => {
    const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
    const decided = purchaseDecider.decide({ type: 'SetProEndDate', userId, until, actorId: ctx.actor, now: deps.clock() }, { ...initialPurchaseState, pro: pro.state });
    if (isDomainError(decided)) return decided;
    for (const event of decided)
      if (event.type === 'ProEndDateSet' && event.data.until)
        await deps.scheduler.schedule(PRO_PLAN_END_JOB, { userId }, { runAt: new Date(event.data.until), key: proPlanEndKey(userId, event.data.until) });
    return appendDecided(deps.store, [{ loaded: pro, events: decided }], metadataOf(ctx));
  });
}
