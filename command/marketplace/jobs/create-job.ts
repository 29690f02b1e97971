import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { jobInfoSchema, type JobInfo } from '../../../contracts/marketplace/jobs/job';
import type { Appended } from '../../core/handle-command';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { decideOverJobAndSlots } from './job-and-slots';

// ownerId: the recruiter who posts it; limit: how many active jobs their account allows.
export type CreateJob = { ownerId: string; job: JobInfo; limit: number };

export type CreatedJob = Appended & { jobId: string; status: 'A' | 'O'; jobLimitReached: boolean };

// Rich-text fields (the description) are cleaned before anything is decided or stored; what is
// left must still be a valid job (a description that was only a script is no description).
const cleanJob = (deps: CommandDeps, job: JobInfo): JobInfo | DomainError => {
  const checked = jobInfoSchema.safeParse(deps.richText.cleanFields(jobInfoSchema, job));
  return checked.success ? checked.data : domainError('ValidationFailed', checked.error.issues[0]?.message);
};

// Past the limit the job is saved inactive, and the answer says so.
export async function createJob(deps: CommandDeps, command: CreateJob, ctx: CommandContext): Promise<CreatedJob | DomainError> {
  const { ownerId } = command;
  const job = cleanJob(deps, command.job);
  if (isDomainError(job)) return job;
  const jobId = deps.newId();
  const result = await decideOverJobAndSlots(deps, { jobId, ownerId }, () => ({ type: 'CreateJob', jobId, ownerId, job, limit: command.limit, now: deps.clock() }), ctx);
  if (isDomainError(result)) return result;
  const created = result.events.find((e) => e.type === 'JobCreated');
  const status = created?.type === 'JobCreated' && created.data.status === 'A' ? 'A' : 'O';
  return { position: result.position, types: result.types, jobId, status, jobLimitReached: status !== 'A' };
}
