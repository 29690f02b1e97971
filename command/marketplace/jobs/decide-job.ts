import { domainError, type DomainError } from '../../../contracts/core/errors';
import { jobEvents, type JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobInfoSchema, type JobInfo, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import type { Decider } from '../../core/decider';
import { evolveJob, evolveJobAndSlots, initialJobSlotsState, initialJobState, type JobAndSlots, type JobState } from './job';
import { jobMessages } from '../../../contracts/marketplace/jobs/messages';
import { withScheme } from '../../../contracts/identity/users/profile';

export type UpdateJob = { type: 'UpdateJob'; actorId: string; changes: Partial<JobInfo>; now: Date };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// A company address without a scheme gets http:// (marketplace spec §5), before it is recorded, so
// what is stored is what every list shows.
const withCompanyScheme = <T extends { company_url?: string | null }>(job: T): T => (job.company_url ? { ...job, company_url: withScheme(job.company_url) } : job);

// Editing a job: the job stream alone decides.
export const decideJobUpdate = (command: UpdateJob, state: JobState): JobEvent[] | DomainError => {
  if (state.status === 'none') return domainError('JobNotFound');
  if (state.ownerId !== command.actorId) return domainError('NotJobOwner');
  if (state.status === 'D') return domainError('JobDeleted');
  // the merged job must still satisfy the job form rules
  const asked = withCompanyScheme(command.changes);
  const merged = jobInfoSchema.safeParse({ ...state.content, ...asked });
  if (!merged.success) return domainError('ValidationFailed', merged.error.issues[0]?.message);
  const changes = Object.fromEntries(Object.entries(asked).filter(([key, value]) => !sameValue(state.content[key as keyof JobInfo], value)));
  if (!Object.keys(changes).length) return [];
  return [{ type: 'JobUpdated', data: { jobId: state.jobId, changes, updatedAt: command.now.toISOString() } }];
};

export const jobUpdateDecider: Decider<JobState, UpdateJob, JobEvent> = {
  events: jobEvents,
  initialState: initialJobState,
  evolve: evolveJob,
  decide: decideJobUpdate,
};

// Creating a job and changing its status decide over the job AND its owner's quota, and append
// to both streams at once: the status change and the slot change can never be split, so no
// interleaving leaves more active jobs than the limit or a slot held by an inactive job.
export type JobStatusCommand =
  | { type: 'CreateJob'; jobId: string; ownerId: string; job: JobInfo; limit: number; now: Date }
  | { type: 'ChangeJobStatus'; actorId: string; status: JobStatus; limit: number; now: Date };

export const decideJobStatus = (command: JobStatusCommand, state: JobAndSlots): JobEvent[] | DomainError => {
  const at = command.now.toISOString();
  const { job, slots } = state;
  if (command.type === 'CreateJob') {
    if (job.status !== 'none') return domainError('Conflict', jobMessages.JobExists);
    const { jobId, ownerId } = command;
    // past the limit the job is saved inactive: the caller answers jobLimitReached
    const active = slots.active.size < command.limit;
    const created: JobEvent = { type: 'JobCreated', data: { jobId, ownerId, job: withCompanyScheme(command.job), status: active ? 'A' : 'O', createdAt: at } };
    return active ? [created, { type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } }] : [created];
  }
  if (job.status === 'none') return domainError('JobNotFound');
  if (job.ownerId !== command.actorId) return domainError('NotJobOwner');
  if (job.status === 'D') return domainError('JobDeleted');
  if (command.status === job.status) return [];
  const { jobId, ownerId } = job;
  const holds = slots.active.has(jobId);
  const changed: JobEvent = { type: 'JobStatusChanged', data: { jobId, ownerId, status: command.status, changedAt: at } };
  if (command.status === 'A') {
    if (holds) return [changed];
    if (slots.active.size >= command.limit) return domainError('JobLimitReached');
    return [changed, { type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } }];
  }
  // deactivating or deleting gives the slot back (also one left behind by an older version)
  return holds ? [changed, { type: 'JobSlotReleased', data: { ownerId, jobId, releasedAt: at } }] : [changed];
};

export const jobStatusDecider: Decider<JobAndSlots, JobStatusCommand, JobEvent> = {
  events: jobEvents,
  initialState: { job: initialJobState, slots: initialJobSlotsState },
  evolve: evolveJobAndSlots,
  decide: decideJobStatus,
};
