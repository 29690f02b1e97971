import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Saved = { results: Job[]; job: Job; jobLimitReached: boolean; isPro: boolean; error: string; issues: { path: string; message: string }[] };
const saveR = (token: string, body: Record<string, unknown>) => t.call<Saved>('saveUserJobR', body, token);

describe('saveUserJobR: the recruiter saves from the job editor, new or edited', () => {
  it('posts a new job and answers it with My Jobs', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const res = await saveR(recruiter.token, { jobInfo: validJob({ title: 'Editor job' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ job: { title: 'Editor job', jobstatus: 'A' }, jobLimitReached: false, isPro: false });
    expect(res.body.results.map((j) => j._id)).toContain(res.body.job._id);
  });

  it('changes only the fields sent on a job of mine, phoneToAllJobs with them', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const first = (await saveR(recruiter.token, { jobInfo: validJob({ title: 'First' }) })).body.job;
    const second = (await saveR(recruiter.token, { jobInfo: validJob({ title: 'Second' }) })).body.job;
    const res = await saveR(recruiter.token, { jobId: first._id, jobInfo: { title: 'First, renamed', phone: '03-1234567' }, phoneToAllJobs: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.job).toMatchObject({ _id: first._id, title: 'First, renamed', company: 'Acme Labs', phone: '03-1234567', phoneToAllJobs: true });
    expect(res.body.results.find((j) => j._id === second._id)).toMatchObject({ title: 'Second', phoneToAllJobs: false });
  });

  it('saves a job past the active-job limit inactive, saying so', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    for (let i = 0; i < 5; i++) expect((await saveR(recruiter.token, { jobInfo: validJob({ title: `Job ${i}` }) })).body.jobLimitReached).toBe(false);
    const sixth = await saveR(recruiter.token, { jobInfo: validJob({ title: 'Job 6' }) });
    expect(sixth.body).toMatchObject({ jobLimitReached: true, job: { jobstatus: 'O' } });
  });

  it("refuses another recruiter's job, an invalid new job, and callers who are not recruiters", async () => {
    const owner = await t.signUp({ lookingforwork: false });
    const job = (await saveR(owner.token, { jobInfo: validJob() })).body.job;
    const intruder = await t.signUp({ lookingforwork: false });
    const foreign = await saveR(intruder.token, { jobId: job._id, jobInfo: { title: 'Mine now' } });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'NotJobOwner' });
    // the owner's job is as it was
    const mine = await t.call<{ list: Job[] }>('getUserJobsR', {}, owner.token);
    expect(mine.body.list.find((j) => j._id === job._id)).toMatchObject({ title: job.title });
    const invalid = await saveR(owner.token, { jobInfo: validJob({ title: '', company: '' }) });
    expect(invalid.status).toBe(400);
    const seeker = await t.signUp({ lookingforwork: true });
    expect((await saveR(seeker.token, { jobInfo: validJob() })).status).toBe(403);
    expect((await t.call('saveUserJobR', { jobInfo: validJob() })).status).toBe(401);
  });
});
