import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { orphanErasureDecider, type EraseLapsedOrphanApplicant } from './decide-orphan-erasure';

// orphanId: the stream of the applicant's email; cutoff: now less the retention period
export type EraseLapsedApplicant = { orphanId: string; applicantId: string; cutoff: Date };

// An applicant who made no account within the retention period (their last application is older
// than cutoff) goes as a deleted account's data does: the event that says so, then their key and
// their CVs. The rows of the read models go with the event. A run after a failure half-way finds
// the event and finishes; an applicant who applied again or made an account meanwhile is kept.
export async function eraseLapsedApplicant(deps: CommandDeps, command: EraseLapsedApplicant, ctx: CommandContext): Promise<Appended | DomainError> {
  const { orphanId, applicantId, cutoff } = command;
  const decision: EraseLapsedOrphanApplicant = { type: 'EraseLapsedOrphanApplicant', applicantId, cutoff, now: deps.clock() };
  const handled = await handleCommand(deps.store, orphanId, orphanErasureDecider, () => decision, metadataOf(ctx));
  if (isDomainError(handled)) return handled;
  const applicant = handled.state.applicants[applicantId];
  if (!applicant?.erasedAt) return handled;
  await deps.personalData.erase(applicantId);
  for (const id of applicant.resumeIds) await deps.uploads.remove(id);
  return handled;
}
