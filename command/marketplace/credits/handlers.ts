import { domainError, failWith, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { PROMOTE_MS, type CreditKind, type CreditObjectType } from '../../../contracts/marketplace/credits/credits';
import type { CreditEvent } from '../../../contracts/marketplace/credits/events';
import { creditsStreamId, PROMOTION_EXPIRY_JOB, promotionExpiryKey } from '../../../contracts/marketplace/credits/ids';
import { appendDecided, handleCommand, loadStream, nothingAppended, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { findContactTarget, haveMatched, type ContactTarget } from './contact-facts';
import { creditLedgerDecider } from './decide-credits';

// The caller's account as the HTTP layer loaded it.
export type Viewer = { id: string; is_pro: boolean; pro_end_date: Date | string | null };

export const isProNow = (viewer: Viewer, now: Date): boolean =>
  viewer.is_pro && (viewer.pro_end_date === null || new Date(viewer.pro_end_date).getTime() > now.getTime());

export type ContactAccess = 'own' | 'match' | 'pro' | 'credit' | 'unlocked' | 'locked';
export type UnlockResult = Appended & { target: ContactTarget; access: ContactAccess; refused: 'NotPro' | 'LimitReached' | null };

export async function fetchContact(deps: CommandDeps, ctx: CommandContext, viewer: Viewer, input: { profileId?: string; jobId?: string }): Promise<UnlockResult> {
  const target = await findContactTarget(deps, input);
  if (!target) return failWith(domainError('ContactNotFound'));
  const now = deps.clock();
  const free: ContactAccess | null =
    target.ownerId === viewer.id ? 'own' : isProNow(viewer, now) ? 'pro' : (await haveMatched(deps, viewer.id, target.ownerId)) ? 'match' : null;
  const objectId = target.type === 'job' ? target.jobId! : target.ownerId;
  const result = await handleCommand(
    deps.store,
    creditsStreamId(viewer.id),
    creditLedgerDecider,
    () => ({ type: 'UnlockContact' as const, userId: viewer.id, objectType: target.type, objectId, free: free !== null, now }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) {
    if (result.code === 'NotPro' || result.code === 'LimitReached') return { ...nothingAppended, target, access: 'locked', refused: result.code };
    return failWith(result);
  }
  return { position: result.position, types: result.types, target, access: free ?? (result.events.length ? 'credit' : 'unlocked'), refused: null };
}

export type PromoteResult = Appended & { promotionId: string | null; alreadyPromoted: boolean; refused: 'NotPro' | 'LimitReached' | null };

// What may be promoted: one's own active job, one's own profile.
async function checkPromotable(deps: CommandDeps, userId: string, type: CreditObjectType, objectId: string): Promise<DomainError | null> {
  if (type === 'profile') return objectId === userId ? null : domainError('NotObjectOwner');
  const job = await deps.db.selectFrom('job').select(['owner_id', 'status']).where('id', '=', objectId).executeTakeFirst();
  if (!job || job.status === 'D') return domainError('JobNotFound');
  if (job.owner_id !== userId) return domainError('NotObjectOwner');
  return job.status === 'A' ? null : domainError('ObjectNotPromotable');
}

// Decides over the user's ledger; the expiry is queued before the promotion is appended, so a
// promotion can never be left without its end (a queued expiry of a promotion that was not
// appended finds nothing to end).
export async function promoteObject(deps: CommandDeps, ctx: CommandContext, userId: string, type: CreditObjectType, objectId: string): Promise<PromoteResult> {
  const refusedToPromote = await checkPromotable(deps, userId, type, objectId);
  if (refusedToPromote) return failWith(refusedToPromote);
  const promotionId = deps.newId();
  return withConflictRetries(creditsStreamId(userId), async () => {
    const loaded = await loadStream(deps.store, creditsStreamId(userId), creditLedgerDecider);
    const now = deps.clock();
    const decided = creditLedgerDecider.decide({ type: 'PromoteObject', userId, promotionId, objectType: type, objectId, now }, loaded.state);
    if (isDomainError(decided)) {
      if (decided.code === 'NotPro' || decided.code === 'LimitReached') return { ...nothingAppended, promotionId: null, alreadyPromoted: false, refused: decided.code };
      return failWith(decided);
    }
    if (!decided.length) return { ...nothingAppended, promotionId: null, alreadyPromoted: true, refused: null };
    await deps.scheduler.schedule(PROMOTION_EXPIRY_JOB, { userId, promotionId }, { runAt: new Date(now.getTime() + PROMOTE_MS), key: promotionExpiryKey(promotionId) });
    const appended = await appendDecided(deps.store, [{ loaded, events: decided }], metadataOf(ctx));
    return { ...appended, promotionId, alreadyPromoted: false, refused: null };
  });
}

// The scheduled end of a promotion. Running early (a clock ahead of this node's) throws, so the
// queue tries again later; running twice appends nothing the second time.
export async function expirePromotion(deps: CommandDeps, ctx: CommandContext, userId: string, promotionId: string): Promise<Appended> {
  const result = await handleCommand(deps.store, creditsStreamId(userId), creditLedgerDecider, () => ({ type: 'ExpirePromotion' as const, userId, promotionId, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) throw new Error(`promotion ${promotionId} of ${userId}: ${result.message ?? result.code}`);
  return result;
}

export type Grant = { kind: CreditKind; amount: number; reason: string; actorId: string | null; grantKey: string | null; paymentId: string | null; note: string | null };

export async function grantCredits(deps: CommandDeps, ctx: CommandContext, userId: string, grant: Grant): Promise<Appended & { events: CreditEvent[] }> {
  const result = await handleCommand(deps.store, creditsStreamId(userId), creditLedgerDecider, () => ({ type: 'GrantCredits' as const, userId, ...grant, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return { position: result.position, types: result.types, events: result.events };
}
