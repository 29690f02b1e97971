import type { JobEvent, StoredJob } from '../../../contracts/marketplace/jobs/events';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';

export type JobState = { status: 'none' } | { status: JobStatus; jobId: string; ownerId: string; content: StoredJob };

export const initialJobState: JobState = { status: 'none' };

export const evolveJob = (state: JobState, event: JobEvent): JobState => {
  switch (event.type) {
    case 'JobCreated':
      return { status: event.data.status, jobId: event.data.jobId, ownerId: event.data.ownerId, content: event.data.job };
    case 'JobUpdated':
      return state.status === 'none' ? state : { ...state, content: { ...state.content, ...event.data.changes } };
    case 'JobStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.status };
    default:
      return state;
  }
};

// The active jobs of one recruiter, folded from the job-slots stream.
export type JobSlotsState = { active: ReadonlySet<string> };

export const initialJobSlotsState: JobSlotsState = { active: new Set() };

export const evolveJobSlots = (state: JobSlotsState, event: JobEvent): JobSlotsState => {
  if (event.type === 'JobSlotTaken') return { active: new Set(state.active).add(event.data.jobId) };
  if (event.type === 'JobSlotReleased') {
    const active = new Set(state.active);
    active.delete(event.data.jobId);
    return { active };
  }
  return state;
};

// A job together with its owner's quota: the state of every decision that can change whether the
// job is active. Its events go to two streams (isSlotEvent tells which) in one atomic append.
export type JobAndSlots = { job: JobState; slots: JobSlotsState };

export const isSlotEvent = (event: JobEvent): boolean => event.type === 'JobSlotTaken' || event.type === 'JobSlotReleased';

export const evolveJobAndSlots = (state: JobAndSlots, event: JobEvent): JobAndSlots =>
  isSlotEvent(event) ? { ...state, slots: evolveJobSlots(state.slots, event) } : { ...state, job: evolveJob(state.job, event) };
