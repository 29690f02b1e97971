import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobInfoSchema, type JobInfo, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import type { Decider } from '../../core/decider';
import { evolveJob, evolveJobSlots, initialJobSlotsState, initialJobState, type JobSlotsState, type JobState } from './job';

export type JobCommand =
  | { type: 'CreateJob'; jobId: string; ownerId: string; job: JobInfo; status: 'A' | 'O'; now: Date }
  | { type: 'UpdateJob'; actorId: string; changes: Partial<JobInfo>; now: Date }
  | { type: 'ChangeJobStatus'; actorId: string; status: JobStatus; now: Date };

export const decideJob = (command: JobCommand, state: JobState): JobEvent[] | DomainError => {
  const at = command.now.toISOString();
  if (command.type === 'CreateJob') {
    if (state.status !== 'none') return domainError('Conflict', 'This job already exists');
    return [{ type: 'JobCreated', data: { jobId: command.jobId, ownerId: command.ownerId, job: command.job, status: command.status, createdAt: at } }];
  }
  if (state.status === 'none') return domainError('JobNotFound');
  if (state.ownerId !== command.actorId) return domainError('NotJobOwner');
  if (state.status === 'D') return domainError('JobDeleted');
  if (command.type === 'ChangeJobStatus') {
    if (command.status === state.status) return [];
    return [{ type: 'JobStatusChanged', data: { jobId: state.jobId, ownerId: state.ownerId, status: command.status, changedAt: at } }];
  }
  // the merged job must still satisfy the job form rules
  const merged = jobInfoSchema.safeParse({ ...state.content, ...command.changes });
  if (!merged.success) return domainError('ValidationFailed', merged.error.issues[0]?.message);
  const changes = Object.fromEntries(
    Object.entries(command.changes).filter(([key, value]) => JSON.stringify(state.content[key as keyof JobInfo]) !== JSON.stringify(value)),
  );
  if (!Object.keys(changes).length) return [];
  return [{ type: 'JobUpdated', data: { jobId: state.jobId, changes, updatedAt: at } }];
};

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = { initialState: initialJobState, evolve: evolveJob, decide: decideJob };

export type JobSlotsCommand =
  | { type: 'TakeJobSlot'; ownerId: string; jobId: string; limit: number; now: Date }
  | { type: 'ReleaseJobSlot'; ownerId: string; jobId: string; now: Date };

export const decideJobSlots = (command: JobSlotsCommand, state: JobSlotsState): JobEvent[] | DomainError => {
  const { ownerId, jobId } = command;
  const at = command.now.toISOString();
  if (command.type === 'ReleaseJobSlot')
    return state.active.has(jobId) ? [{ type: 'JobSlotReleased', data: { ownerId, jobId, releasedAt: at } }] : [];
  if (state.active.has(jobId)) return [];
  if (state.active.size >= command.limit) return domainError('JobLimitReached');
  return [{ type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } }];
};

export const jobSlotsDecider: Decider<JobSlotsState, JobSlotsCommand, JobEvent> = {
  initialState: initialJobSlotsState,
  evolve: evolveJobSlots,
  decide: decideJobSlots,
};
