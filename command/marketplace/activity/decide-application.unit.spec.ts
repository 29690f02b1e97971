import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../contracts/marketplace/activity/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { evolveActiveJobs, evolveJobFacts, initialJobFacts, type JobFacts } from './application';
import { applicationDecider, type ApplicationCommand, type SeekerFacts } from './decide-application';

const given = DeciderSpecification.for(applicationDecider);

const jobId = 'job-1';
const seekerId = 'seeker-1';
const recruiterId = 'recruiter-1';
const ids = { jobId, seekerId, recruiterId };
const earlier = '2026-03-01T08:00:00.000Z';
const now = new Date('2026-03-10T09:30:00.000Z');
const at = now.toISOString();

const seeker: SeekerFacts = { lookingforwork: true, visible: true, isPro: false };
const activeJob: JobFacts = { status: 'A', ownerId: recruiterId };
const apply = (overrides: Partial<Extract<ApplicationCommand, { type: 'Apply' }>> = {}): ApplicationCommand => ({
  type: 'Apply', jobId, seekerId, seeker, job: activeJob, limit: 2, now, ...overrides,
});
const connect = (overrides: Partial<Extract<ApplicationCommand, { type: 'Connect' }>> = {}): ApplicationCommand => ({
  type: 'Connect', jobId, seekerId, recruiterId, seeker, job: activeJob, activeJobs: 1, now, ...overrides,
});
const view = (actor = recruiterId): ApplicationCommand => ({ type: 'ViewApplicant', jobId, seekerId, recruiterId: actor, now });

const applied: ActivityEvent = { type: 'ApplicationSubmitted', data: { ...ids, appliedAt: earlier } };
const connected: ActivityEvent = { type: 'ConnectSent', data: { ...ids, connectedAt: earlier } };
const matched: ActivityEvent = { type: 'MatchMade', data: { ...ids, matchedAt: earlier } };
const used = (month: string, job = 'other'): ActivityEvent => ({ type: 'ApplicationQuotaUsed', data: { seekerId, jobId: job, month, usedAt: earlier } });

describe('Apply', () => {
  it('records ApplicationSubmitted and one used free application', () => {
    given([]).when(apply()).then([
      { type: 'ApplicationSubmitted', data: { ...ids, appliedAt: at } },
      { type: 'ApplicationQuotaUsed', data: { seekerId, jobId, month: '2026-03', usedAt: at } },
    ]);
  });
  it('produces MatchMade when the recruiter already connected', () => {
    given([connected]).when(apply()).then([
      { type: 'ApplicationSubmitted', data: { ...ids, appliedAt: at } },
      { type: 'ApplicationQuotaUsed', data: { seekerId, jobId, month: '2026-03', usedAt: at } },
      { type: 'MatchMade', data: { ...ids, matchedAt: at } },
    ]);
  });
  it('records nothing when the seeker already applied', () => {
    given([applied]).when(apply()).thenNothingHappens();
  });
  it('rejects with ApplyLimitReached when the seeker has no free applications left this month', () => {
    given([used('2026-03'), used('2026-03', 'x')]).when(apply()).thenFails('ApplyLimitReached');
  });
  it('counts only this month: last month’s applications do not count', () => {
    expect(given([used('2026-02'), used('2026-02', 'x')]).when(apply()).result()).toHaveLength(2);
  });
  it('lets a Pro seeker apply past the limit, still counting it', () => {
    expect(given([used('2026-03'), used('2026-03', 'x')]).when(apply({ seeker: { ...seeker, isPro: true } })).result()).toHaveLength(2);
  });
  it('rejects a recruiter with NotASeeker', () => {
    given([]).when(apply({ seeker: { ...seeker, lookingforwork: false } })).thenFails('NotASeeker');
  });
  it('rejects with ProfileInvisible when the seeker hides their profile', () => {
    given([]).when(apply({ seeker: { ...seeker, visible: false } })).thenFails('ProfileInvisible');
  });
  it('rejects with JobNotFound when the job does not exist or was deleted', () => {
    given([]).when(apply({ job: initialJobFacts })).thenFails('JobNotFound');
    given([]).when(apply({ job: { status: 'D', ownerId: recruiterId } })).thenFails('JobNotFound');
  });
  it('rejects with JobNotActive when the job is inactive', () => {
    given([]).when(apply({ job: { status: 'O', ownerId: recruiterId } })).thenFails('JobNotActive');
  });
  it('rejects with OwnJob when the seeker posted the job', () => {
    given([]).when(apply({ job: { status: 'A', ownerId: seekerId } })).thenFails('OwnJob');
  });
});

describe('Connect', () => {
  it('records ConnectSent', () => {
    given([]).when(connect()).then([{ type: 'ConnectSent', data: { ...ids, connectedAt: at } }]);
  });
  it('produces MatchMade when the seeker already applied', () => {
    given([applied]).when(connect()).then([
      { type: 'ConnectSent', data: { ...ids, connectedAt: at } },
      { type: 'MatchMade', data: { ...ids, matchedAt: at } },
    ]);
  });
  it('records nothing when the recruiter already connected, and never a second MatchMade', () => {
    given([connected]).when(connect()).thenNothingHappens();
    given([applied, connected, matched]).when(connect()).thenNothingHappens();
    given([connected, applied, matched]).when(apply()).thenNothingHappens();
  });
  it('rejects with NoActiveJob when the recruiter has no active job', () => {
    given([]).when(connect({ activeJobs: 0 })).thenFails('NoActiveJob');
  });
  it('rejects with ChooseActiveJob when no job is chosen, or the chosen one is gone or inactive', () => {
    given([]).when(connect({ jobId: null })).thenFails('ChooseActiveJob');
    given([]).when(connect({ job: initialJobFacts })).thenFails('ChooseActiveJob');
    given([]).when(connect({ job: { status: 'O', ownerId: recruiterId } })).thenFails('ChooseActiveJob');
  });
  it("rejects with NotJobOwner when the job is another recruiter's", () => {
    given([]).when(connect({ job: { status: 'A', ownerId: 'someone-else' } })).thenFails('NotJobOwner');
  });
  it('rejects with ProfileNotFound when the person is unknown, a recruiter, invisible or the recruiter themself', () => {
    given([]).when(connect({ seeker: null })).thenFails('ProfileNotFound');
    given([]).when(connect({ seeker: { ...seeker, lookingforwork: false } })).thenFails('ProfileNotFound');
    given([]).when(connect({ seeker: { ...seeker, visible: false } })).thenFails('ProfileNotFound');
    given([]).when(connect({ seekerId: recruiterId })).thenFails('ProfileNotFound');
  });
});

describe('ViewApplicant', () => {
  it('records ApplicationViewed the first time the recruiter opens the applicant', () => {
    given([applied]).when(view()).then([{ type: 'ApplicationViewed', data: { ...ids, viewedAt: at } }]);
  });
  it('records nothing the second time', () => {
    given([applied, { type: 'ApplicationViewed', data: { ...ids, viewedAt: earlier } }]).when(view()).thenNothingHappens();
  });
  it('rejects with ApplicationNotFound when the seeker never applied', () => {
    given([]).when(view()).thenFails('ApplicationNotFound');
    given([connected]).when(view()).thenFails('ApplicationNotFound');
  });
  it("rejects with NotJobOwner for another recruiter", () => {
    given([applied]).when(view('someone-else')).thenFails('NotJobOwner');
  });
});

describe('job facts from the jobs feature’s events', () => {
  it('follows the job status and the active-job count', () => {
    const job = { title: 't' } as never;
    const created = evolveJobFacts(initialJobFacts, { type: 'JobCreated', data: { jobId, ownerId: recruiterId, job, status: 'A', createdAt: earlier } });
    expect(evolveJobFacts(created, { type: 'JobStatusChanged', data: { jobId, ownerId: recruiterId, status: 'O', changedAt: earlier } })).toEqual({ status: 'O', ownerId: recruiterId });
    expect(evolveJobFacts(initialJobFacts, { type: 'JobStatusChanged', data: { jobId, ownerId: recruiterId, status: 'O', changedAt: earlier } })).toEqual(initialJobFacts);
    const taken = evolveActiveJobs(new Set(), { type: 'JobSlotTaken', data: { ownerId: recruiterId, jobId, takenAt: earlier } });
    expect(taken.size).toBe(1);
    expect(evolveActiveJobs(taken, { type: 'JobSlotReleased', data: { ownerId: recruiterId, jobId, releasedAt: earlier } }).size).toBe(0);
  });
});
