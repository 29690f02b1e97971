import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { purchaseDecider } from './decide-payment';
import { proPart } from './payment-streams';
import { initialPurchaseState } from './pro-plan';

// Whose plan reached the end date it was queued for.
export type EndProPlan = { userId: string };

// The scheduled end of a plan: appends ProPlanEnded only when the plan still ends then.
export async function endProPlan(deps: CommandDeps, command: EndProPlan, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId } = command;
  return withConflictRetries(proPlanStreamId(userId), async () => {
    const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
    const decided = purchaseDecider.decide({ type: 'EndProPlan', userId, now: deps.clock() }, { ...initialPurchaseState, pro: pro.state });
    if (isDomainError(decided)) return decided;
    return appendDecided(deps.store, [{ loaded: pro, events: decided }], metadataOf(ctx));
  });
}
