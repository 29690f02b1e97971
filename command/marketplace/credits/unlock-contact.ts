import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Contact } from '../../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { handleCommand, nothingAppended, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { actingUser } from './acting-user';
import { contactTargetOf, haveMatched, type ContactTarget } from './facts';
import { creditLedgerDecider } from './decide-credits';

// The viewer's plan as the account read model shows it.
export type ViewerPlan = { is_pro: boolean; pro_end_date: Date | string | null };

// Whose contact the viewer (the actor) asks to see: a job's or a profile's (facts.ts says which).
export type UnlockContact = { profileId?: string; jobId?: string; plan: ViewerPlan };

export type ContactAccess = Contact['access'];

export const isProNow = (plan: ViewerPlan, now: Date): boolean => plan.is_pro && (plan.pro_end_date === null || new Date(plan.pro_end_date).getTime() > now.getTime());

export type UnlockResult = Appended & { target: ContactTarget; access: ContactAccess; refused: 'NotPro' | 'LimitReached' | null };

export async function unlockContact(deps: CommandDeps, command: UnlockContact, ctx: CommandContext): Promise<UnlockResult | DomainError> {
  const viewerId = actingUser(ctx);
  if (isDomainError(viewerId)) return viewerId;
  const target = await contactTargetOf(deps, command);
  if (!target) return domainError('ContactNotFound');
  const now = deps.clock();
  const free: ContactAccess | null =
    target.ownerId === viewerId ? 'own' : isProNow(command.plan, now) ? 'pro' : (await haveMatched(deps, viewerId, target.ownerId)) ? 'match' : null;
  const objectId = target.type === 'job' ? target.jobId! : target.ownerId;
  const result = await handleCommand(
    deps.store,
    creditsStreamId(viewerId),
    creditLedgerDecider,
    () => ({ type: 'UnlockContact' as const, userId: viewerId, objectType: target.type, objectId, free: free !== null, now }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) {
    if (result.code === 'NotPro' || result.code === 'LimitReached') return { ...nothingAppended, target, access: 'locked', refused: result.code };
    return result;
  }
  return { position: result.position, types: result.types, target, access: free ?? (result.events.length ? 'credit' : 'unlocked'), refused: null };
}
