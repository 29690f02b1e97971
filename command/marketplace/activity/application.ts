import { activityEvents, type ActivityEvent } from '../../../contracts/marketplace/activity/events';
import { jobEvents, type JobEvent } from '../../../contracts/marketplace/jobs/events';
import { orphanApplicationEvents, type OrphanApplicationEvent } from '../../../contracts/marketplace/orphan-applications/events';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';

// One seeker × job pair, folded from application-{jobId}-{seekerId}.
export type PairState = {
  recruiterId: string | null;
  appliedAt: string | null;
  connectedAt: string | null;
  matchedAt: string | null;
  viewedAt: string | null;
};

export const initialPairState: PairState = { recruiterId: null, appliedAt: null, connectedAt: null, matchedAt: null, viewedAt: null };

// What lands on a pair's stream: this feature's events, and an application carried over from one
// made without an account (orphan-applications).
export type PairEvent = ActivityEvent | Extract<OrphanApplicationEvent, { type: 'ApplicationCarriedOver' }>;

export const evolvePair = (state: PairState, event: PairEvent): PairState => {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return { ...state, recruiterId: event.data.recruiterId, appliedAt: event.data.appliedAt };
    case 'ConnectSent':
      return { ...state, recruiterId: event.data.recruiterId, connectedAt: event.data.connectedAt };
    case 'MatchMade':
      return { ...state, matchedAt: event.data.matchedAt };
    case 'ApplicationViewed':
      return { ...state, viewedAt: event.data.viewedAt };
    // applied before the seeker had an account: applied all the same
    case 'ApplicationCarriedOver':
      return { ...state, recruiterId: event.data.recruiterId, appliedAt: state.appliedAt ?? event.data.appliedAt };
    default:
      return state;
  }
};

// The pair's stream as every decision over it folds it: one folder, so its kept state is shared.
export const pairFolder = {
  events: { ...activityEvents, ApplicationCarriedOver: orphanApplicationEvents.ApplicationCarriedOver },
  initialState: initialPairState,
  evolve: evolvePair,
};

// A seeker's used free applications per month (YYYY-MM), folded from apply-quota-{seekerId}.
export type QuotaState = { used: Readonly<Record<string, number>> };

export const initialQuotaState: QuotaState = { used: {} };

export const evolveQuota = (state: QuotaState, event: PairEvent): QuotaState =>
  event.type === 'ApplicationQuotaUsed' ? { used: { ...state.used, [event.data.month]: (state.used[event.data.month] ?? 0) + 1 } } : state;

// The pair together with the seeker's quota: an application's events go to both streams at once.
export type PairAndQuota = { pair: PairState; quota: QuotaState };

export const isQuotaEvent = (event: PairEvent): boolean => event.type === 'ApplicationQuotaUsed';

export const evolvePairAndQuota = (state: PairAndQuota, event: PairEvent): PairAndQuota =>
  isQuotaEvent(event) ? { ...state, quota: evolveQuota(state.quota, event) } : { ...state, pair: evolvePair(state.pair, event) };

export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

// What the job's own stream says about it: the facts an application or a connect decides with.
export type JobFacts = { status: 'none' | JobStatus; ownerId: string | null };

export const initialJobFacts: JobFacts = { status: 'none', ownerId: null };

export const evolveJobFacts = (state: JobFacts, event: JobEvent): JobFacts => {
  if (event.type === 'JobCreated') return { status: event.data.status, ownerId: event.data.ownerId };
  if (event.type === 'JobStatusChanged' && state.status !== 'none') return { ...state, status: event.data.status };
  return state;
};

// The job's stream as the decisions that need its facts fold it (one folder, one kept state).
export const jobFactsFolder = { events: jobEvents, initialState: initialJobFacts, evolve: evolveJobFacts };

// How many jobs a recruiter has active, folded from their job-slots stream.
export const evolveActiveJobs = (active: ReadonlySet<string>, event: JobEvent): ReadonlySet<string> => {
  if (event.type === 'JobSlotTaken') return new Set(active).add(event.data.jobId);
  if (event.type === 'JobSlotReleased') {
    const next = new Set(active);
    next.delete(event.data.jobId);
    return next;
  }
  return active;
};
