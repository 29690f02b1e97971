import type { Position } from '../../../contracts/core/position';
import { liveRooms } from '../../../contracts/live';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';
import { toJobListItem, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import type { LiveOutbox } from '../../core/projection';

// Everyone hears when a job starts or stops being listed or changes; its owner hears it in their
// room too, for My Jobs. The message carries the card while the job is listed. One message per job
// per batch: the last write wins.
export function announceJob(live: LiveOutbox, row: JobListRow & { owner_id: string }, position: Position): void {
  const status = row.status as JobStatus;
  const message = { jobId: row.id, status, position, ...(status === 'A' ? { job: toJobListItem(row) } : {}) };
  live.publish(liveRooms.public, 'job.changed', message, row.id);
  live.publish(liveRooms.user(row.owner_id), 'job.changed', message, row.id);
}

// A job that no longer exists (its owner's account was deleted) is announced as deleted.
export function announceJobGone(live: LiveOutbox, jobId: string, ownerId: string, position: Position): void {
  const message = { jobId, status: 'D' as const, position };
  live.publish(liveRooms.public, 'job.changed', message, jobId);
  live.publish(liveRooms.user(ownerId), 'job.changed', message, jobId);
}
