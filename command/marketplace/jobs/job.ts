import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import type { JobInfo, JobStatus } from '../../../contracts/marketplace/jobs/job';

export type JobState = { status: 'none' } | { status: JobStatus; jobId: string; ownerId: string; content: JobInfo };

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
