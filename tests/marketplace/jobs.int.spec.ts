import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Job } from '../../contracts/marketplace/jobs/job';
import type { JobChangedMessage } from '../../contracts/marketplace/jobs/live';
import { jobInfoSchema } from '../../contracts/marketplace/jobs/job';
import { jobSlotsStreamId, jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { ApiSpecification } from '../support/specification/api-specification';
import { nextMessage } from '../support/next-message';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type CreateResult = { results: Job[]; job: Job; jobLimitReached: boolean; isPro: boolean; message?: string; messageCode?: string };
type StatusResult = { results: Job[]; jobLimitReached: boolean };

const recruiter = () => t.signUp({ lookingforwork: false });
const post = (token: string, overrides: Record<string, unknown> = {}) => t.call<CreateResult>('createNewJob', { jobInfo: validJob(overrides) }, token);
const search = (params: Record<string, unknown>, chunk = 0) =>
  t.call<{ list: Job[]; total: number; noMore: boolean }>('getHistogramObjects', { histogramType: 'jobs', params, chunk, getCount: true });

const nextJobChanged = (socket: Socket, match: (m: JobChangedMessage) => boolean, timeoutMs = 1000) => nextMessage<JobChangedMessage>(socket, 'job.changed', match, timeoutMs);

describe('posting jobs', () => {
  it('posts an active job that is at once in My Jobs, in search and by id', async () => {
    const { token, userId } = await recruiter();
    const res = await post(token, { title: 'Quantum Plumber' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobLimitReached: false, isPro: false });
    expect(res.body.job).toMatchObject({ title: 'Quantum Plumber', jobstatus: 'A', jobownerid: userId, salaryMin: 20000, salaryMax: 30000, tags: ['Node.js', 'PostgreSQL'] });
    expect(res.body.results.map((j) => j._id)).toEqual([res.body.job._id]);
    expect(res.body.job.slug).toBe(`acme-labs-quantum-plumber-tel-aviv-${res.body.job._id}`);

    const found = await search({ queryString: 'quantum plumb' });
    expect(found.body.list.map((j) => j._id)).toContain(res.body.job._id);
    const byId = await t.call<{ result: Job }>('getHistogramObject', { histogramType: 'jobs', id: res.body.job.slug });
    expect(byId.body.result._id).toBe(res.body.job._id);
    expect((await t.call('getHistogramObject', { histogramType: 'jobs', id: 'nothing-here-0000' })).body).toEqual({ notFound: true });
  });

  it('enforces the job form rules: required fields, salary pair, tags', async () => {
    const { token } = await recruiter();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'jobInfo.title'],
      [{ salaryMin: 10000, salaryMax: null }, 'jobInfo.salaryMax'],
      [{ salaryMin: 30000, salaryMax: 20000 }, 'jobInfo.salaryMax'],
      [{ salaryMin: -5, salaryMax: 10 }, 'jobInfo.salaryMin'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`), selectedTags: [] }, 'jobInfo.tags'],
      [{ tags: ['a', 'b', 'c', 'd'], selectedTags: ['a', 'b', 'c', 'd'] }, 'jobInfo.selectedTags'],
      [{ selectedTags: ['not-a-tag'] }, 'jobInfo.selectedTags'],
      [{ loc_lat: undefined }, 'jobInfo.loc_lat'],
      [{ postalCode: '12a45' }, 'jobInfo.postalCode'],
    ];
    for (const [overrides, path] of cases) {
      const res = await t.call<{ issues: { path: string }[] }>('createNewJob', { jobInfo: validJob(overrides) }, token);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.issues.map((i) => i.path)).toContain(path);
    }
    const mine = await t.call<{ list: Job[] }>('getUserJobsR', {}, token);
    expect(mine.body.list).toHaveLength(0);
  });

  it("says each rule's problem by its code and parameters, so a client translates it", async () => {
    const { token } = await recruiter();
    type Issue = { path: string; message: string; code?: string; params?: Record<string, string> };
    const issuesOf = async (overrides: Record<string, unknown>) =>
      (await t.call<{ error: string; code: string; issues: Issue[] }>('createNewJob', { jobInfo: validJob(overrides) }, token)).body;
    const below = await issuesOf({ salaryMin: 30000, salaryMax: 20000 });
    expect(below).toMatchObject({ code: 'ValidationFailed', error: 'Salary max: Maximum salary cannot be below the minimum' });
    expect(below.issues).toEqual([{ path: 'jobInfo.salaryMax', message: 'Maximum salary cannot be below the minimum', code: 'SalaryMaxBelowMin' }]);
    const tags = await issuesOf({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`), selectedTags: [] });
    expect(tags.issues).toEqual([{ path: 'jobInfo.tags', message: 'Use at most 10 tags', code: 'TooManyTags', params: { maximum: '10' } }]);
    const best = await issuesOf({ selectedTags: ['not-a-tag'] });
    expect(best.issues).toEqual([{ path: 'jobInfo.selectedTags', message: 'Best tags must be among the tags: not-a-tag', code: 'BestTagsNotTags', params: { tags: 'not-a-tag' } }]);
    // a generic rule is said by the core catalog
    const long = await issuesOf({ title: 'x'.repeat(121) });
    expect(long.issues).toEqual([{ path: 'jobInfo.title', message: 'Use at most 120 characters', code: 'TooLong', params: { maximum: '120' } }]);
  });

  it('saves the sixth job inactive with jobLimitReached', async () => {
    const { token } = await recruiter();
    for (let i = 0; i < 5; i++) expect((await post(token, { title: `Job ${i}` })).body.jobLimitReached).toBe(false);
    const sixth = await post(token, { title: 'Job 6' });
    expect(sixth.body.jobLimitReached).toBe(true);
    expect(sixth.body.job.jobstatus).toBe('O');
    expect(sixth.body.results.filter((j) => j.jobstatus === 'A')).toHaveLength(5);
  });

  it('keeps the limit under concurrency: 20 simultaneous posts leave exactly 5 active jobs', async () => {
    const { token } = await recruiter();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(token, { title: `Parallel ${i}` })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.jobLimitReached)).toHaveLength(5);
    const mine = await t.call<{ list: Job[] }>('getUserJobsR', {}, token);
    expect(mine.body.list).toHaveLength(20);
    expect(mine.body.list.filter((j) => j.jobstatus === 'A')).toHaveLength(5);
  });

  it('switches a seeker who posts a job to recruiter', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    const res = await post(seeker.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Switched to recruiter');
    expect(res.body.messageCode).toBe('SwitchedToRecruiter');
    const me = await t.call<{ user: { lookingforwork: boolean } }>('getUserData', {}, seeker.token);
    expect(me.body.user.lookingforwork).toBe(false);
  });
});

describe('job status and edits', () => {
  it('deactivates, reactivates and deletes; activation respects the limit', async () => {
    const { token } = await recruiter();
    const jobs: Job[] = [];
    for (let i = 0; i < 6; i++) jobs.push((await post(token, { title: `Status ${i}` })).body.job);
    const [first, , , , , sixth] = jobs as [Job, Job, Job, Job, Job, Job];
    expect(sixth.jobstatus).toBe('O');

    const blocked = await t.call<StatusResult>('changeJobStatus', { jobId: sixth._id, newStatus: 'A' }, token);
    expect(blocked.body.jobLimitReached).toBe(true);
    expect(blocked.body.results.find((j) => j._id === sixth._id)!.jobstatus).toBe('O');

    const off = await t.call<StatusResult>('changeJobStatus', { jobId: first._id, newStatus: 'O' }, token);
    expect(off.body.results.find((j) => j._id === first._id)!.jobstatus).toBe('O');
    expect((await search({ queryString: 'Status' })).body.list.map((j) => j._id)).not.toContain(first._id);

    const on = await t.call<StatusResult>('changeJobStatus', { jobId: sixth._id, newStatus: 'A' }, token);
    expect(on.body.jobLimitReached).toBe(false);
    expect(on.body.results.find((j) => j._id === sixth._id)!.jobstatus).toBe('A');

    const deleted = await t.call<StatusResult>('changeJobStatus', { jobId: first._id, newStatus: 'D' }, token);
    expect(deleted.body.results.map((j) => j._id)).not.toContain(first._id);
    expect((await t.call('getHistogramObject', { histogramType: 'jobs', id: first._id })).body).toEqual({ notFound: true });
    const again = await t.call('changeJobStatus', { jobId: first._id, newStatus: 'A' }, token);
    expect(again).toMatchObject({ status: 409, body: { code: 'JobDeleted' } });
  });

  it("refuses to change another recruiter's job", async () => {
    const owner = await recruiter();
    const other = await recruiter();
    const job = (await post(owner.token)).body.job;
    expect((await t.call('changeJobStatus', { jobId: job._id, newStatus: 'O' }, other.token)).status).toBe(403);
    expect((await t.call('saveUserJob', { jobId: job._id, jobInfo: { title: 'Mine now' } }, other.token)).status).toBe(403);
  });

  it('stores and shows a company address without a scheme with http://', async () => {
    const { token } = await recruiter();
    const job = (await post(token, { company: 'Scheme Labs', company_url: 'schemelabs.example' })).body.job;
    expect(job.company_url).toBe('http://schemelabs.example');
    const saved = await t.call<{ results: Job[] }>('saveUserJob', { jobId: job._id, jobInfo: { company_url: 'www.schemelabs.example/jobs' } }, token);
    expect(saved.body.results[0]!.company_url).toBe('http://www.schemelabs.example/jobs');
    const byId = await t.call<{ result: Job }>('getHistogramObject', { histogramType: 'jobs', id: job.slug });
    expect(byId.body.result.company_url).toBe('http://www.schemelabs.example/jobs');
    const kept = await t.call<{ results: Job[] }>('saveUserJob', { jobId: job._id, jobInfo: { company_url: 'https://schemelabs.example' } }, token);
    expect(kept.body.results[0]!.company_url).toBe('https://schemelabs.example');
  });

  it('edits a job and refuses an edit that breaks the rules', async () => {
    const { token } = await recruiter();
    const job = (await post(token)).body.job;
    const saved = await t.call<{ results: Job[] }>('saveUserJob', { jobId: job._id, jobInfo: { title: 'Staff Engineer', salaryMax: 45000 } }, token);
    // fields the edit does not name stay as they were
    expect(saved.body.results[0]).toMatchObject({ title: 'Staff Engineer', salaryMax: 45000, tags: ['Node.js', 'PostgreSQL'], selectedTags: ['Node.js'], salaryCurrency: 'ILS', company: 'Acme Labs' });
    const bad = await t.call('saveUserJob', { jobId: job._id, jobInfo: { salaryMax: 100 } }, token);
    expect(bad.status).toBe(400);
    const mine = await t.call<{ list: Job[] }>('getUserJobsR', {}, token);
    expect(mine.body.list[0]!.salaryMax).toBe(45000);
  });
});

describe('job status and the quota, given the log', () => {
  const at = '2026-01-01T00:00:00.000Z';
  const job = jobInfoSchema.parse(validJob());
  // a job of `ownerId` in the log, active (holding a slot) or inactive
  const givenJob = (jobId: string, ownerId: string, status: 'A' | 'O') => [
    { streamId: jobStreamId(jobId), events: [{ type: 'JobCreated' as const, data: { jobId, ownerId, job, status, createdAt: at } }] },
    ...(status === 'A' ? [{ streamId: jobSlotsStreamId(ownerId), events: [{ type: 'JobSlotTaken' as const, data: { ownerId, jobId, takenAt: at } }] }] : []),
  ];

  it('deactivating appends the status change and the released slot together, and My Jobs shows it inactive', async () => {
    const owner = await recruiter();
    await ApiSpecification.for(t)
      .given(...givenJob('given-a', owner.userId, 'A'))
      .when('changeJobStatus', { jobId: 'given-a', newStatus: 'O' }, owner.token)
      .then({
        status: 200,
        body: { jobLimitReached: false, results: [{ _id: 'given-a', jobstatus: 'O' }] },
        appended: [
          { type: 'JobStatusChanged', streamId: jobStreamId('given-a'), data: { jobId: 'given-a', status: 'O' } },
          { type: 'JobSlotReleased', streamId: jobSlotsStreamId(owner.userId), data: { jobId: 'given-a' } },
        ],
      });
  });

  it('answers jobLimitReached and appends nothing when every slot is taken', async () => {
    const owner = await recruiter();
    const active = ['l1', 'l2', 'l3', 'l4', 'l5'].flatMap((id) => givenJob(`${id}-${owner.userId}`, owner.userId, 'A'));
    await ApiSpecification.for(t)
      .given(...active, ...givenJob(`l6-${owner.userId}`, owner.userId, 'O'))
      .when('changeJobStatus', { jobId: `l6-${owner.userId}`, newStatus: 'A' }, owner.token)
      .then({ status: 200, body: { jobLimitReached: true }, appended: [] });
  });

  it("refuses to change another recruiter's job and appends nothing", async () => {
    const other = await recruiter();
    await ApiSpecification.for(t)
      .given(...givenJob('given-b', 'someone-else', 'A'))
      .when('changeJobStatus', { jobId: 'given-b', newStatus: 'D' }, other.token)
      .then({ status: 403, body: { code: 'NotJobOwner' }, appended: [] });
  });
});

describe('search', () => {
  it('pages in chunks and counts the total', async () => {
    const { token } = await recruiter();
    await post(token, { title: 'Zebra keeper', tags: ['Zoo'], selectedTags: [] });
    await post(token, { title: 'Zebra trainer', tags: ['Zoo'], selectedTags: [] });
    const res = await search({ queryString: 'zebra' });
    expect(res.body.total).toBe(2);
    expect(res.body.noMore).toBe(true);
    expect(res.body.list.map((j) => j.title).sort()).toEqual(['Zebra keeper', 'Zebra trainer']);
    expect((await search({ queryString: 'zebra' }, 1)).body.list).toEqual([]);
  });

  it('counts every filter value over all matches on the server, a chosen company keeping the other companies on offer', async () => {
    const { token } = await recruiter();
    await post(token, { title: 'Okapi groomer', company: 'Savanna', tags: ['Zoo', 'Care'], selectedTags: [], seniorityLevel: 'Junior' });
    await post(token, { title: 'Okapi feeder', company: 'Savanna', tags: ['Zoo'], selectedTags: [], seniorityLevel: 'Senior' });
    await post(token, { title: 'Okapi vet', company: 'Jungle', tags: ['Care'], selectedTags: [], seniorityLevel: 'Senior' });
    const all = await t.call<{ facets: Record<string, { value: string; count: number }[]> }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'okapi' }, getCount: true });
    expect(all.body.facets.company).toEqual([
      { value: 'Savanna', count: 2 },
      { value: 'Jungle', count: 1 },
    ]);
    expect(all.body.facets.tags).toEqual([
      { value: 'care', count: 2 },
      { value: 'zoo', count: 2 },
    ]);
    const chosen = await t.call<{ list: Job[]; facets: Record<string, { value: string; count: number }[]> }>('getHistogramObjects', {
      histogramType: 'jobs',
      params: { queryString: 'okapi', company: ['Jungle'] },
      getCount: true,
    });
    expect(chosen.body.list.map((j) => j.title)).toEqual(['Okapi vet']);
    expect(chosen.body.facets.company).toEqual([
      { value: 'Jungle', count: 1 },
      { value: 'Savanna', count: 2 },
    ]);
    expect(chosen.body.facets.seniorityLevel).toEqual([{ value: 'Senior', count: 1 }]);
    // later chunks carry no counts
    expect((await t.call<{ facets?: unknown }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'okapi' }, chunk: 1 })).body.facets).toBeUndefined();
  });
});

describe('live push', () => {
  it('tells an anonymous client when a job becomes active and inactive', async () => {
    const { token } = await recruiter();
    const listener = await t.socket();
    const activated = nextJobChanged(listener, (m) => m.status === 'A');
    const created = (await post(token, { title: 'Live job' })).body.job;
    expect((await activated).jobId).toBe(created._id);

    const deactivated = nextJobChanged(listener, (m) => m.jobId === created._id && m.status === 'O');
    await t.call('changeJobStatus', { jobId: created._id, newStatus: 'O' }, token);
    const message = await deactivated;
    expect(BigInt(message.position)).toBeGreaterThan(0n);
  });
});
