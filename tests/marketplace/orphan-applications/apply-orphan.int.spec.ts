import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../contracts/marketplace/activity/activity';
import type { Notification } from '../../../contracts/marketplace/inbox/notification';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { startTestApp, validJob, type CallResult, type TestApp } from '../../support/test-app';
import * as files from '../../uploads/fixtures';

type Activity = { list: ActivityItem[]; total: number };
type Applied = { alreadyApplied: boolean; appliedAt: string; message: string };
type Registered = { message: string; token: string; user: { _id: string; email: string; first_name: string; lookingforwork: boolean }; applications: number };
type Refusal = { error: string; code?: string; issues?: { path: string; message: string }[] };
type Cv = { bytes: Uint8Array; name: string; type?: string };

let t: TestApp;
beforeAll(async () => {
  // limits scaled up here; the last describe checks the limit itself
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await t?.stop();
});

let n = 0;
const uniqueEmail = () => `dana${Date.now()}${n++}@example.com`;
const guestToken = async (app: TestApp = t) => (await app.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token;
const pdf: Cv = { bytes: files.pdf, name: 'Dana Levi CV.pdf', type: 'application/pdf' };

async function applyOrphan(token: string | undefined, fields: Record<string, string>, cv: Cv | null = pdf, app: TestApp = t): Promise<CallResult<Applied & Refusal>> {
  const form = new FormData();
  if (cv) form.append('file', new Blob([Uint8Array.from(cv.bytes)], { type: cv.type ?? 'application/octet-stream' }), cv.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${app.app.url}/api/applyOrphan`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as Applied & Refusal };
}

const applicant = (email: string, jobId: string) => ({ email, first_name: 'Dana', last_name: 'Levi', jobId });
const postJob = async (token: string, title = 'Backend Engineer') => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job;
const applicants = async (token: string) => (await t.call<Activity>('getUserActivity', { histogramSubType: 'applicants' }, token)).body.list;
const credentialsOf = (email: string) => t.engine.db.selectFrom('credential').select('user_id').where('email', '=', email).execute();

describe('applying without an account', () => {
  it('sends a PDF: the recruiter sees the applicant with name, email and a CV link, in the inbox and by mail', async () => {
    const r = await t.signUp({ lookingforwork: false, first_name: 'Rina' });
    const job = await postJob(r.token, 'Data Wrangler');
    const email = uniqueEmail();
    const res = await applyOrphan(await guestToken(), applicant(email.toUpperCase(), job._id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ alreadyApplied: false, message: 'Your application was sent', messageCode: 'ApplicationSent' });

    const [item, ...others] = await applicants(r.token);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ jobId: job._id, status: 'applied', profile: null, contact: null, orphan: { first_name: 'Dana', last_name: 'Levi', email, resume: { name: 'Dana Levi CV.pdf', size: files.pdf.byteLength } } });
    const cv = await fetch(`${t.app.url}${item!.orphan!.resume.url}`);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await cv.arrayBuffer()).equals(files.pdf)).toBe(true);

    const inbox = await t.call<{ list: Notification[] }>('getNotifications', {}, r.token);
    expect(inbox.body.list).toMatchObject([{ kind: 'applicant', jobId: job._id, otherName: 'Dana Levi', jobTitle: 'Data Wrangler' }]);
    // after the confirmation of the recruiter's own address
    expect(await t.mailsTo(r.email, 2)).toContainEqual(expect.objectContaining({ subject: 'New applicant for Data Wrangler' }));
  });

  it('sends a Word document', async () => {
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token);
    const res = await applyOrphan(await guestToken(), applicant(uniqueEmail(), job._id), { bytes: files.docx, name: 'cv.docx' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await applicants(r.token))[0]?.orphan?.resume.name).toBe('cv.docx');
  });

  it('keeps one application when the same email applies to the same job twice', async () => {
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token);
    const email = uniqueEmail();
    const first = await applyOrphan(await guestToken(), applicant(email, job._id));
    const again = await applyOrphan(await guestToken(), { ...applicant(email, job._id), first_name: 'Danielle' }, { bytes: files.docx, name: 'newer.docx' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ alreadyApplied: true, appliedAt: first.body.appliedAt });
    const list = await applicants(r.token);
    expect(list).toHaveLength(1);
    expect(list[0]?.orphan).toMatchObject({ first_name: 'Dana', resume: { name: 'Dana Levi CV.pdf' } });
  });

  it("refuses a file over 500 KB with the dialog's text", async () => {
    const big = new Uint8Array(600 * 1024);
    big.set(files.pdf);
    const res = await applyOrphan(await guestToken(), applicant(uniqueEmail(), 'any-job'), { bytes: big, name: 'big.pdf', type: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PayloadTooLarge', error: 'File too big - 500 KB Max', messageCode: 'ResumeTooLarge' });
  });

  it.each([
    ['a PNG named .pdf', files.png],
    ['text named .pdf', Buffer.from('Dana Levi\nBackend engineer, 5 years of Node.js\n')],
  ])('refuses %s: the type is told by the content', async (_what, bytes) => {
    const before = await t.app.store.headPosition();
    const res = await applyOrphan(await guestToken(), applicant(uniqueEmail(), 'any-job'), { bytes, name: 'cv.pdf', type: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UnsupportedMediaType', error: 'Invalid extension', messageCode: 'ResumeTypeRefused' });
    expect(await t.app.store.headPosition()).toBe(before);
  });

  it('answers 400 with the fields to fill when some are missing', async () => {
    const res = await applyOrphan(await guestToken(), { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['email', 'first_name', 'jobId', 'last_name']);
    const noFile = await applyOrphan(await guestToken(), applicant(uniqueEmail(), 'any-job'), null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.issues?.length).toBeGreaterThan(0);
  });

  it('refuses a job that is not there, and signed-in callers (they apply with their profile)', async () => {
    const gone = await applyOrphan(await guestToken(), applicant(uniqueEmail(), 'no-such-job'));
    expect(gone).toMatchObject({ status: 404, body: { code: 'JobNotFound' } });
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token);
    const s = await t.signUp({ lookingforwork: true });
    expect(await applyOrphan(s.token, applicant(s.email, job._id))).toMatchObject({ status: 409, body: { code: 'AlreadySignedIn' } });
    expect(await applyOrphan(undefined, applicant(uniqueEmail(), job._id))).toMatchObject({ status: 401 });
  });
});

describe('making the account after applying', () => {
  it('creates the account, which signs in and finds the application in My Applications', async () => {
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token, 'Platform Engineer');
    const email = uniqueEmail();
    const guest = await guestToken();
    expect((await applyOrphan(guest, applicant(email, job._id))).status).toBe(200);

    const res = await t.call<Registered & Refusal>('setPasswordOrphan', { email, first_name: 'Dana', last_name: 'Levi', password: 'secret123' }, guest);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ applications: 1, user: { email, first_name: 'Dana', lookingforwork: true } });
    const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(res.body.user._id);

    const mine = await t.call<Activity>('getUserActivity', { histogramSubType: 'myApplications' }, login.body.token);
    expect(mine.body.list).toMatchObject([{ jobId: job._id, seekerId: res.body.user._id, status: 'applied', job: { title: 'Platform Engineer' } }]);
    // the recruiter still has one applicant: now with a profile, and the CV sent
    const list = await applicants(r.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ seekerId: res.body.user._id, profile: { first_name: 'Dana' }, orphan: { email } });
    // applying again from the account changes nothing
    const again = await t.call<{ showNotification: boolean }>('applyHistObject', { type: 'apply', histogramType: 'jobs', objectId: job._id }, login.body.token);
    expect(again.body.showNotification).toBe(false);
    expect(await applicants(r.token)).toHaveLength(1);
  });

  it('refuses an email that already has an account, and creates no second one', async () => {
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token);
    const existing = await t.signUp({ lookingforwork: true });
    const guest = await guestToken();
    expect((await applyOrphan(guest, applicant(existing.email, job._id))).status).toBe(200);
    const res = await t.call<Refusal>('setPasswordOrphan', { email: existing.email, first_name: 'Dana', last_name: 'Levi', password: 'other-password' }, guest);
    expect(res).toMatchObject({ status: 409, body: { code: 'EmailTaken', error: 'An account with this email already exists' } });
    expect(await credentialsOf(existing.email)).toEqual([{ user_id: existing.userId }]);
    expect((await t.call('login', { email: existing.email, password: 'other-password' })).status).toBe(401);
  });

  it('keeps the applications to the visitor who sent them: another one cannot take them', async () => {
    const r = await t.signUp({ lookingforwork: false });
    const job = await postJob(r.token);
    const email = uniqueEmail();
    expect((await applyOrphan(await guestToken(), applicant(email, job._id))).status).toBe(200);
    const res = await t.call<Refusal>('setPasswordOrphan', { email, first_name: 'Eve', last_name: 'Else', password: 'secret123' }, await guestToken());
    expect(res).toMatchObject({ status: 404, body: { code: 'NoOrphanApplication' } });
    expect(await credentialsOf(email)).toEqual([]);
  });

  it('answers 400 with issues for a short password, 401 without a token', async () => {
    const res = await t.call<Refusal>('setPasswordOrphan', { email: uniqueEmail(), first_name: 'Dana', last_name: 'Levi', password: '123' }, await guestToken());
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toEqual(['password']);
    expect((await t.call('setPasswordOrphan', { email: uniqueEmail(), first_name: 'Dana', last_name: 'Levi', password: 'secret123' })).status).toBe(401);
  });
});

describe('the rate limit', () => {
  it('answers 429 once a visitor address sent too many applications in a minute', async () => {
    const limited = await startTestApp();
    try {
      const guest = await guestToken(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await applyOrphan(guest, applicant(uniqueEmail(), 'no-such-job'), pdf, limited)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
