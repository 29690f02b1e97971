import { describe, expect, it } from 'vitest';
import type { EventStore } from '../../../contracts/core/event-store';
import { domainError, isDomainError } from '../../../contracts/core/errors';
import { encode, type EventData, type EventType } from '../../../contracts/events';
import { applicationStreamId, applyQuotaStreamId } from '../../../contracts/marketplace/activity/ids';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { jobInfoSchema } from '../../../contracts/marketplace/jobs/job';
import { createEventStoreDbEventStore } from '../../../ops/event-store/eventstoredb-event-store';
import { FakeEventStoreDbClient } from '../../../tests/support/eventstoredb-fake-client';
import type { CommandContext, CommandDeps } from '../../core/deps';
import type { JobFacts } from './application';
import type { ApplicationCommand } from './decide-application';
import { decidePair } from './decide-pair';

// decidePair over an in-memory store: which streams a decision reads, and where its events go.
const jobId = 'job-1';
const seekerId = 'seeker-1';
const recruiterId = 'recruiter-1';
const now = new Date('2026-03-10T09:30:00.000Z');
const earlier = '2026-03-01T08:00:00.000Z';
const seeker = { lookingforwork: true, visible: true, isPro: false };
const job = jobInfoSchema.parse({
  title: 'Backend Engineer', company: 'Acme Labs', employmentType: 'FULL_TIME', seniorityLevel: 'Mid-Level', description: 'Build APIs.',
  location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, salaryMin: 20000, salaryMax: 30000, tags: ['Node.js'], selectedTags: [],
});

type Seen = { job: JobFacts; activeJobs: number };

async function storeWith(streams: Record<string, { type: EventType; data: EventData<EventType> }[]>): Promise<EventStore> {
  const store = createEventStoreDbEventStore('kurrentdb://localhost:2113?tls=false', { streamPrefixes: ['application-', 'apply-quota-', 'job-'], client: new FakeEventStoreDbClient() });
  for (const [streamId, events] of Object.entries(streams)) await store.append(streamId, events.map((e) => encode(e, {})));
  return store;
}
const created = { type: 'JobCreated' as const, data: { jobId, ownerId: recruiterId, job, status: 'A' as const, createdAt: earlier } };
const slotTaken = (id: string) => ({ type: 'JobSlotTaken' as const, data: { ownerId: recruiterId, jobId: id, takenAt: earlier } });
const quotaUsed = (id: string) => ({ type: 'ApplicationQuotaUsed' as const, data: { seekerId, jobId: id, month: '2026-03', usedAt: earlier } });
const typesIn = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).map((e) => e.type);

// Decides with the facts decidePair hands over, and keeps them to be looked at.
function decide(store: EventStore, decision: { quota: boolean; slotsOf: string | null }, command: (facts: Seen) => ApplicationCommand) {
  const seen: Seen[] = [];
  const ctx: CommandContext = { actor: seekerId, correlationId: 'c-1' };
  const result = decidePair({ store } as CommandDeps, ctx, { jobId, seekerId, ...decision }, (facts) => {
    seen.push(facts);
    return command(facts);
  });
  return { result, seen };
}
const apply = ({ job: facts }: Seen): ApplicationCommand => ({ type: 'Apply', jobId, seekerId, seeker, job: facts, limit: 2, now });

describe('deciding over a pair', () => {
  it("appends an application to the pair and the free application it used to the seeker's quota, with the job's facts", async () => {
    const store = await storeWith({ [jobStreamId(jobId)]: [created] });
    const { result, seen } = decide(store, { quota: true, slotsOf: null }, apply);
    const decided = await result;
    expect(seen).toEqual([{ job: { status: 'A', ownerId: recruiterId }, activeJobs: 0 }]);
    expect(isDomainError(decided) ? decided : decided.events.map((e) => e.type)).toEqual(['ApplicationSubmitted', 'ApplicationQuotaUsed']);
    expect(isDomainError(decided) ? decided : decided.types).toEqual(['ApplicationSubmitted', 'ApplicationQuotaUsed']);
    expect(await typesIn(store, applicationStreamId(jobId, seekerId))).toEqual(['ApplicationSubmitted']);
    expect(await typesIn(store, applyQuotaStreamId(seekerId))).toEqual(['ApplicationQuotaUsed']);
  });

  it("reads the seeker's quota: past the month's free applications nothing is appended", async () => {
    const store = await storeWith({ [jobStreamId(jobId)]: [created], [applyQuotaStreamId(seekerId)]: [quotaUsed('job-8'), quotaUsed('job-9')] });
    expect(await decide(store, { quota: true, slotsOf: null }, apply).result).toEqual(domainError('ApplyLimitReached'));
    expect(await typesIn(store, applicationStreamId(jobId, seekerId))).toEqual([]);
    expect(await typesIn(store, applyQuotaStreamId(seekerId))).toEqual(['ApplicationQuotaUsed', 'ApplicationQuotaUsed']);
  });

  it("counts the recruiter's active jobs for a connect, which touches no quota", async () => {
    const store = await storeWith({ [jobStreamId(jobId)]: [created], [jobSlotsStreamId(recruiterId)]: [slotTaken(jobId), slotTaken('job-2')] });
    const { result, seen } = decide(store, { quota: false, slotsOf: recruiterId }, ({ job: facts, activeJobs }) => ({ type: 'Connect', jobId, seekerId, recruiterId, seeker, job: facts, activeJobs, now }));
    const decided = await result;
    expect(seen).toEqual([{ job: { status: 'A', ownerId: recruiterId }, activeJobs: 2 }]);
    expect(isDomainError(decided) ? decided : decided.events.map((e) => e.type)).toEqual(['ConnectSent']);
    expect(await typesIn(store, applicationStreamId(jobId, seekerId))).toEqual(['ConnectSent']);
    expect(await typesIn(store, applyQuotaStreamId(seekerId))).toEqual([]);
  });

  it('views an application on the pair alone', async () => {
    const applied = { type: 'ApplicationSubmitted' as const, data: { jobId, seekerId, recruiterId, appliedAt: earlier } };
    const store = await storeWith({ [applicationStreamId(jobId, seekerId)]: [applied], [applyQuotaStreamId(seekerId)]: [quotaUsed(jobId)] });
    const { result, seen } = decide(store, { quota: false, slotsOf: null }, () => ({ type: 'ViewApplicant', jobId, seekerId, recruiterId, now }));
    const decided = await result;
    expect(seen).toEqual([{ job: { status: 'none', ownerId: null }, activeJobs: 0 }]);
    expect(isDomainError(decided) ? decided : decided.events.map((e) => e.type)).toEqual(['ApplicationViewed']);
    expect(await typesIn(store, applicationStreamId(jobId, seekerId))).toEqual(['ApplicationSubmitted', 'ApplicationViewed']);
    expect(await typesIn(store, applyQuotaStreamId(seekerId))).toEqual(['ApplicationQuotaUsed']);
  });
});
