import type { EventStore } from '../../../contracts/core/event-store';
import type { PastJob } from '../../../contracts/marketplace/job-history/calls';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { historyOf, type HistoryAt } from '../../core/history';
import { jobUpdateDecider } from '../jobs/decide-job';

// `at` as the call takes it: a log position (digits only) or an ISO date-time.
export const historyAtOf = (at: string): HistoryAt => (/^\d+$/.test(at) ? at : new Date(at));

export type JobAt = { job: PastJob | null; asOf: { position: string; version: number; at: string } | null };

// A job as it was at a moment, folded from its stream with the job deciders' own folder.
export async function jobAt(store: EventStore, jobId: string, at: HistoryAt): Promise<JobAt> {
  const { state, asOf } = await historyOf(store, jobStreamId(jobId), jobUpdateDecider, { at });
  return {
    job: state.status === 'none' ? null : { _id: state.jobId, ...state.content, jobstatus: state.status },
    asOf: asOf && { position: asOf.position, version: asOf.version, at: asOf.recordedAt.toISOString() },
  };
}
