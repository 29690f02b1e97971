import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import type { SearchLinks } from '../../../contracts/marketplace/cards/calls';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Stats = { jobId: string; hiringPercent: number | null; watches: { lastMonth: number; months: { month: string; watches: number }[] } | null };

const guest = async () => (await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token;
const postJob = async (token: string, overrides: Record<string, unknown> = {}) => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob(overrides) }, token)).body.job;
const stats = (jobId: string, token?: string) => t.call<Stats>('getJobWatchStats', { jobId }, token);

describe('watches and the hiring hint', () => {
  it('counts one watch per viewer and day, never the owner, and shows the counts to the owner only', async () => {
    const owner = await t.signUp({ lookingforwork: false });
    const job = await postJob(owner.token);
    const seeker = await t.signUp();
    const visitor = await guest();

    expect((await t.call('watchJob', { jobId: job._id }, seeker.token)).body).toEqual({ recorded: true });
    expect((await t.call('watchJob', { jobId: job._id }, seeker.token)).body).toEqual({ recorded: false });
    expect((await t.call('watchJob', { jobId: job._id }, visitor)).body).toEqual({ recorded: true });
    expect((await t.call('watchJob', { jobId: job._id }, owner.token)).body).toEqual({ recorded: false });
    expect((await t.call('watchJob', { jobId: 'no-such-job' }, visitor)).body).toEqual({ recorded: false });

    const mine = await stats(job._id, owner.token);
    expect(mine.status).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect(mine.body).toEqual({ jobId: job._id, hiringPercent: null, watches: { lastMonth: 2, months: [{ month, watches: 2 }] } });
    expect((await stats(job._id, seeker.token)).body).toEqual({ jobId: job._id, hiringPercent: null, watches: null });
    expect((await stats(job._id)).body).toEqual({ jobId: job._id, hiringPercent: null, watches: null });
  });

  it('gives an expired job its hint from the last month of watches: under 20 is 67, 20 or more 83', async () => {
    const owner = await t.signUp({ lookingforwork: false });
    const job = await postJob(owner.token, { title: 'Watched Often' });
    const quiet = await postJob(owner.token, { title: 'Watched Rarely' });
    const visitors = await Promise.all(Array.from({ length: 20 }, guest));
    for (const visitor of visitors) expect((await t.call('watchJob', { jobId: job._id }, visitor)).status).toBe(200);
    await t.call('watchJob', { jobId: quiet._id }, visitors[0]);
    // still active: no hint
    expect((await stats(job._id)).body.hiringPercent).toBeNull();
    for (const id of [job._id, quiet._id]) expect((await t.call('changeJobStatus', { jobId: id, newStatus: 'O' }, owner.token)).status).toBe(200);
    expect((await stats(job._id)).body).toMatchObject({ hiringPercent: 83, watches: null });
    expect((await stats(quiet._id)).body).toMatchObject({ hiringPercent: 67, watches: null });
    expect((await stats(job._id, owner.token)).body.watches?.lastMonth).toBe(20);
  });

  it('refuses a watch without a token, and bad input', async () => {
    const owner = await t.signUp({ lookingforwork: false });
    const job = await postJob(owner.token);
    expect((await t.call('watchJob', { jobId: job._id })).status).toBe(401);
    expect((await t.call('watchJob', { jobId: '' }, await guest())).status).toBe(400);
    expect((await t.call('getJobWatchStats', {})).status).toBe(400);
  });
});

describe('searches and the footer links', () => {
  const record = (token: string, queryString: string, histogramType = 'jobs') => t.call<{ recorded: boolean }>('recordSearch', { histogramType, queryString }, token);

  it("lists a term under 'People Also Searched' once 3 visitors searched it, keeps no contact details, and counts companies' active jobs", async () => {
    const visitors = await Promise.all(Array.from({ length: 3 }, guest));
    for (const visitor of visitors) expect((await record(visitor, '  Data   Engineer ')).body).toEqual({ recorded: true });
    // a repeat within the hour counts once
    expect((await record(visitors[0], 'data engineer')).body).toEqual({ recorded: false });
    for (const visitor of visitors.slice(0, 2)) await record(visitor, 'rare words');
    for (const contact of ['dana@example.com', '054-1234567 dana', 'www.dana.dev', 'https://x.y'])
      expect((await record(visitors[0], contact)).body, contact).toEqual({ recorded: false });
    for (const visitor of visitors) await record(visitor, 'designer', 'resumes');

    const owner = await t.signUp({ lookingforwork: false });
    for (let i = 0; i < 3; i++) await postJob(owner.token, { company: 'Footer Corp', title: `Role ${i}` });
    await postJob(owner.token, { company: 'Small Shop' });
    const closed = await postJob(owner.token, { company: 'Small Shop', title: 'Closed' });
    await t.call('changeJobStatus', { jobId: closed._id, newStatus: 'O' }, owner.token);

    const jobs = await t.call<SearchLinks>('getSearchLinks', { histogramType: 'jobs' });
    expect(jobs.status).toBe(200);
    expect(jobs.body.peopleAlsoSearched).toEqual([{ query: 'data engineer', searches: 3 }]);
    expect(jobs.body.topCompanies.slice(0, 2)).toEqual([
      { company: 'Footer Corp', jobs: 3 },
      { company: expect.any(String), jobs: expect.any(Number) },
    ]);
    expect(jobs.body.topCompanies.find((c) => c.company === 'Small Shop')).toEqual({ company: 'Small Shop', jobs: 1 });
    expect(jobs.body.topCompanies.length).toBeLessThanOrEqual(10);
    const resumes = await t.call<SearchLinks>('getSearchLinks', { histogramType: 'resumes' });
    expect(resumes.body.peopleAlsoSearched).toEqual([{ query: 'designer', searches: 3 }]);
  });

  it('refuses a search record without a token, for another list, or too long', async () => {
    expect((await t.call('recordSearch', { histogramType: 'jobs', queryString: 'qa' })).status).toBe(401);
    const visitor = await guest();
    expect((await record(visitor, 'qa', 'companies')).status).toBe(400);
    expect((await record(visitor, 'x'.repeat(201))).status).toBe(400);
    expect((await t.call('getSearchLinks', { histogramType: 'myJobs' })).status).toBe(400);
  });
});
