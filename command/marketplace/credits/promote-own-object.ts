import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { PROMOTE_MS, type CreditObjectType } from '../../../contracts/marketplace/credits/credits';
import { creditsStreamId, PROMOTION_EXPIRY_JOB, promotionExpiryKey } from '../../../contracts/marketplace/credits/ids';
import { appendDecided, loadStream, nothingAppended, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { actingUser } from './acting-user';
import { creditLedgerDecider } from './decide-credits';
import { promotedJobOf } from './facts';

// One of the actor's own things to put first for PROMOTE_HOURS.
export type PromoteOwnObject = { type: CreditObjectType; objectId: string };

export type PromoteResult = Appended & { promotionId: string | null; alreadyPromoted: boolean; refused: 'NotPro' | 'LimitReached' | null };

// What may be promoted: one's own active job, one's own profile.
async function checkPromotable(deps: CommandDeps, userId: string, { type, objectId }: PromoteOwnObject): Promise<DomainError | null> {
  if (type === 'profile') return objectId === userId ? null : domainError('NotObjectOwner');
  const job = await promotedJobOf(deps, objectId);
  if (!job || job.status === 'D') return domainError('JobNotFound');
  if (job.owner_id !== userId) return domainError('NotObjectOwner');
  return job.status === 'A' ? null : domainError('ObjectNotPromotable');
}

// Decides over the user's ledger; the expiry is queued before the promotion is appended, so a
// promotion can never be left without its end (a queued expiry of a promotion that was not
// appended finds nothing to end).
export async function promoteOwnObject(deps: CommandDeps, command: PromoteOwnObject, ctx: CommandContext): Promise<PromoteResult | DomainError> {
  const userId = actingUser(ctx);
  if (isDomainError(userId)) return userId;
  const refusedToPromote = await checkPromotable(deps, userId, command);
  if (refusedToPromote) return refusedToPromote;
  const { type: objectType, objectId } = command;
  const promotionId = deps.newId();
  return withConflictRetries(creditsStreamId(userId), async (): Promise<PromoteResult | DomainError> => {
    const loaded = await loadStream(deps.store, creditsStreamId(userId), creditLedgerDecider);
    const now = deps.clock();
    const decided = creditLedgerDecider.decide({ type: 'PromoteObject', userId, promotionId, objectType, objectId, now }, loaded.state);
    if (isDomainError(decided)) {
      if (decided.code === 'NotPro' || decided.code === 'LimitReached') return { ...nothingAppended, promotionId: null, alreadyPromoted: false, refused: decided.code };
      return decided;
    }
    if (!decided.length) return { ...nothingAppended, promotionId: null, alreadyPromoted: true, refused: null };
    await deps.scheduler.schedule(PROMOTION_EXPIRY_JOB, { userId, promotionId }, { runAt: new Date(now.getTime() + PROMOTE_MS), key: promotionExpiryKey(promotionId) });
    const appended = await appendDecided(deps.store, [{ loaded, events: decided }], metadataOf(ctx));
    return { ...appended, promotionId, alreadyPromoted: false, refused: null };
  });
}
