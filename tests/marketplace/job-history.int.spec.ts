import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../support/register-admin';
import type { HistoryEntry } from '../../contracts/core/history-entry';
import type { PastJob } from '../../contracts/marketplace/job-history/calls';
import type { Job } from '../../contracts/marketplace/jobs/job';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type History = { list: HistoryEntry[]; total: number };
type JobAt = { job: PastJob | null; asOf: { position: string; version: number; at: string } | null };

const historyOf = (jobId: string, token: string, paging: { page?: number; pageSize?: number } = {}) => t.call<History>('getJobHistory', { jobId, ...paging }, token);
const jobAt = (jobId: string, at: string, token: string) => t.call<JobAt>('getJobAt', { jobId, at }, token);
// the history is a read model: it may trail the command's answer by a moment
const historyWith = (jobId: string, token: string, total: number) =>
  eventually(async () => {
    const res = await historyOf(jobId, token);
    return res.body.total === total ? res.body : null;
  });

async function signInAdmin(): Promise<string> {
  const email = `history-admin${Date.now()}@example.com`;
  await registerAdmin(t, { email, first_name: 'Ada', last_name: 'Admin' }, 'test-admin');
  const login = await eventually(async () => {
    const res = await t.call<{ token: string }>('login', { email, password: 'secret123' });
    return res.status === 200 ? res.body : null;
  });
  return login.token;
}

// A recruiter posts a job, edits it twice and switches it off and on again.
async function editedJob() {
  const dana = await t.signUp({ lookingforwork: false, first_name: 'Dana', last_name: 'Levi' });
  const posted = await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title: 'Backend Engineer' }) }, dana.token);
  const jobId = posted.body.job._id;
  const steps: [string, Record<string, unknown>][] = [
    ['saveUserJob', { jobId, jobInfo: { title: 'Senior Backend Engineer' } }],
    ['saveUserJob', { jobId, jobInfo: { salaryMin: 25000, salaryMax: 35000, description: 'Own the APIs.' } }],
    ['changeJobStatus', { jobId, newStatus: 'O' }],
    ['changeJobStatus', { jobId, newStatus: 'A' }],
  ];
  for (const [name, body] of steps) expect((await t.call(name, body, dana.token)).status).toBe(200);
  return { dana, jobId };
}

describe("a job's history", () => {
  it('lists the changes, newest first, with who made them, from which request, and what changed', async () => {
    const { dana, jobId } = await editedJob();
    const history = await historyWith(jobId, dana.token, 5);
    expect(history.list.map((e) => [e.type, e.change])).toEqual([
      ['JobStatusChanged', { key: 'job.statusChanged', params: { from: 'O', to: 'A' } }],
      ['JobStatusChanged', { key: 'job.statusChanged', params: { from: 'A', to: 'O' } }],
      ['JobUpdated', { key: 'job.edited', params: { fields: ['description', 'salaryMin', 'salaryMax'] } }],
      ['JobUpdated', { key: 'job.edited', params: { fields: ['title'] } }],
      ['JobCreated', { key: 'job.created', params: { status: 'A' } }],
    ]);
    expect(history.list.map((e) => e.version)).toEqual([4, 3, 2, 1, 0]);
    for (const entry of history.list) expect(entry.actor).toEqual({ id: dana.userId, name: 'Dana Levi' });
    expect(new Set(history.list.map((e) => e.requestId)).size).toBe(5);
    const times = history.list.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages through the entries', async () => {
    const { dana, jobId } = await editedJob();
    const all = await historyWith(jobId, dana.token, 5);
    const pages = await Promise.all([0, 1, 2].map((page) => historyOf(jobId, dana.token, { page, pageSize: 2 })));
    expect(pages.map((p) => p.body.list.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.body.total === 5)).toBe(true);
    expect(pages.flatMap((p) => p.body.list.map((e) => e.position))).toEqual(all.list.map((e) => e.position));
  });

  it('shows the job as it was at a moment between two edits, at an entry, and before it existed', async () => {
    const { dana, jobId } = await editedJob();
    const history = await historyWith(jobId, dana.token, 5);
    const [, , salaryEdit, titleEdit, created] = history.list;
    const between = new Date((Date.parse(titleEdit!.at) + Date.parse(salaryEdit!.at)) / 2).toISOString();
    const then = await jobAt(jobId, between, dana.token);
    expect(then.status).toBe(200);
    expect(then.body.job).toMatchObject({ _id: jobId, title: 'Senior Backend Engineer', salaryMin: 20000, salaryMax: 30000, description: 'Build the APIs our customers use every day.', jobstatus: 'A' });
    expect(then.body.asOf).toEqual({ position: titleEdit!.position, version: 1, at: titleEdit!.at });
    // at an entry: the job as that change left it
    expect((await jobAt(jobId, created!.position, dana.token)).body.job).toMatchObject({ title: 'Backend Engineer', company: 'Acme Labs', jobstatus: 'A' });
    expect((await jobAt(jobId, history.list[1]!.position, dana.token)).body.job).toMatchObject({ title: 'Senior Backend Engineer', salaryMin: 25000, jobstatus: 'O' });
    expect((await jobAt(jobId, new Date(Date.parse(created!.at) - 60_000).toISOString(), dana.token)).body).toEqual({ job: null, asOf: null });
  });

  it('is for the job’s owner and admins: another recruiter and a seeker find no such job', async () => {
    const { dana, jobId } = await editedJob();
    const own = await historyWith(jobId, dana.token, 5);
    const other = await t.signUp({ lookingforwork: false });
    const seeker = await t.signUp({ lookingforwork: true });
    for (const token of [other.token, seeker.token]) {
      for (const res of [await historyOf(jobId, token), await jobAt(jobId, new Date().toISOString(), token)]) {
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Backend');
      }
    }
    // a job that does not exist answers the same
    expect((await historyOf('no-such-job', other.token)).status).toBe(404);
    expect((await t.call('getJobHistory', { jobId })).status).toBe(401);
    const admin = await signInAdmin();
    const asAdmin = await historyOf(jobId, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(own);
    expect((await jobAt(jobId, new Date().toISOString(), admin)).body.job).toMatchObject({ title: 'Senior Backend Engineer', jobstatus: 'A' });
  });

  it('refuses a moment that is neither a time nor a position', async () => {
    const { dana, jobId } = await editedJob();
    const res = await t.call<{ issues: { path: string }[] }>('getJobAt', { jobId, at: 'yesterday' }, dana.token);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path)).toContain('at');
  });
});
