import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';
import { nothingAppended, type Appended } from '../../core/handle-command';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { decideOverJobAndSlots } from './job-and-slots';

// A job to (A)ctive, (O)ff or (D)eleted. ownerId: the recruiter who asks (or for whom a task does),
// who must own the job; limit: how many active jobs their account allows.
export type ChangeJobStatus = { jobId: string; ownerId: string; status: JobStatus; limit: number };

export type ChangedJobStatus = Appended & { jobLimitReached: boolean };

// One decision over the job and its owner's quota. Past the limit nothing changes, and the answer
// says so rather than failing.
export async function changeJobStatus(deps: CommandDeps, command: ChangeJobStatus, ctx: CommandContext): Promise<ChangedJobStatus | DomainError> {
  const { jobId, ownerId, status, limit } = command;
  const result = await decideOverJobAndSlots(deps, { jobId, ownerId }, () => ({ type: 'ChangeJobStatus', actorId: ownerId, status, limit, now: deps.clock() }), ctx);
  if (isDomainError(result)) return result.code === 'JobLimitReached' ? { ...nothingAppended, jobLimitReached: true } : result;
  return { position: result.position, types: result.types, jobLimitReached: false };
}
