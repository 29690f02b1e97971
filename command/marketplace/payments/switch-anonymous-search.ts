import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { proPlanStreamId } from '../../../contracts/marketplace/payments/ids';
import { appendDecided, loadStream, nothingAppended, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { actingUser } from '../credits/acting-user';
import { purchaseDecider } from './decide-payment';
import { proPart } from './payment-streams';
import { initialPurchaseState } from './pro-plan';

// The actor's own Pro setting: on (a Pro perk) or off.
export type SwitchAnonymousSearch = { anonymous: boolean };

// Turning it on without a running plan is answered notPro, not refused.
export async function switchAnonymousSearch(deps: CommandDeps, command: SwitchAnonymousSearch, ctx: CommandContext): Promise<(Appended & { notPro: boolean }) | DomainError> {
  const userId = actingUser(ctx);
  if (isDomainError(userId)) return userId;
  return withConflictRetries(proPlanStreamId(userId), async (): Promise<(Appended & { notPro: boolean }) | DomainError> => {
    const pro = await loadStream(deps.store, proPlanStreamId(userId), proPart);
    const decided = purchaseDecider.decide({ type: 'SetAnonymousSearch', userId, anonymous: command.anonymous, now: deps.clock() }, { ...initialPurchaseState, pro: pro.state });
    if (isDomainError(decided)) return decided.code === 'NotPro' ? { ...nothingAppended, notPro: true } : decided;
    return { ...(await appendDecided(deps.store, [{ loaded: pro, events: decided }], metadataOf(ctx))), notPro: false };
  });
}
