import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { FREE_APPLIES_PER_MONTH, type ActivityItem } from '../../../contracts/marketplace/activity/activity';
import { applicationStreamId, applyQuotaStreamId } from '../../../contracts/marketplace/activity/ids';
import type { ActivityChangedMessage } from '../../../contracts/marketplace/activity/live';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { ApiSpecification } from '../../support/specification/api-specification';
import { nextMessage } from '../../support/next-message';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Activity = { list: ActivityItem[]; total: number; flags: Record<string, boolean> };

const recruiter = () => t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
const seeker = () => t.signUp({ lookingforwork: true, first_name: 'Sami', last_name: 'Seeker' });
const postJob = async (token: string, title = 'Backend Engineer') => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job;
const apply = (token: string, jobId: string) => t.call<{ limitReached: boolean; isMatch: boolean }>('applyHistObject', { histogramType: 'jobs', objectId: jobId }, token);
const connect = (token: string, seekerId: string, jobId: string) => t.call('applyHistObject', { histogramType: 'resumes', objectId: seekerId, jobId }, token);
const activity = (token: string, histogramSubType: string) => t.call<Activity>('getUserActivity', { histogramSubType }, token);

const next = nextMessage;

// a matched pair on a fresh job
async function matchedPair() {
  const r = await recruiter();
  const s = await seeker();
  const job = await postJob(r.token, 'Matched Job');
  await apply(s.token, job._id);
  await connect(r.token, s.userId, job._id);
  return { r, s, job };
}

describe("a job's applies", () => {
  it('counts each application on the job card search shows (the Hot badge reads it)', async () => {
    const r = await recruiter();
    const title = `Applied Job ${Date.now()}`;
    const job = await postJob(r.token, title);
    for (let i = 0; i < 5; i++) expect((await apply((await seeker()).token, job._id)).status).toBe(200);
    const card = async () => {
      const found = await t.call<{ list: Job[] }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: title }, chunk: 0 });
      return found.body.list.find((j) => j._id === job._id);
    };
    // the search read model follows the log: give it the moment it takes
    for (let i = 0; i < 40 && (await card())?.applies !== 5; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await card())?.applies).toBe(5);
  });
});

describe('the free application limit', () => {
  const month = new Date().toISOString().slice(0, 7);
  const usedUp = (seekerId: string) => ({
    streamId: applyQuotaStreamId(seekerId),
    events: Array.from({ length: FREE_APPLIES_PER_MONTH }, (_, i) => ({
      type: 'ApplicationQuotaUsed' as const,
      data: { seekerId, jobId: `old-${i}`, month, usedAt: new Date().toISOString() },
    })),
  });

  it(`answers limitReached and sends nothing once ${FREE_APPLIES_PER_MONTH} applications were sent this month`, async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    await ApiSpecification.for(t)
      .given(usedUp(s.userId))
      .when('applyHistObject', { histogramType: 'jobs', objectId: job._id }, s.token)
      .then({ status: 200, body: { limitReached: true, isMatch: false, showNotification: false, applies: [] }, appended: [] });
    expect((await activity(r.token, 'applicants')).body.total).toBe(0);
  });

  it('lets a Pro seeker apply past the limit', async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    // the Pro plan is granted by payments; its read-model column is what an application reads
    await t.engine.db.updateTable('user_account').set({ is_pro: true }).where('id', '=', s.userId).execute();
    await ApiSpecification.for(t)
      .given(usedUp(s.userId))
      .when('applyHistObject', { histogramType: 'jobs', objectId: job._id }, s.token)
      .then({
        status: 200,
        body: { limitReached: false, showNotification: true },
        appended: [
          { type: 'ApplicationSubmitted', streamId: applicationStreamId(job._id, s.userId), data: { jobId: job._id, seekerId: s.userId, recruiterId: r.userId } },
          { type: 'ApplicationQuotaUsed', streamId: applyQuotaStreamId(s.userId), data: { seekerId: s.userId, jobId: job._id, month } },
        ],
      });
  });
});

describe('no ghosting', () => {
  it('shows the seeker when the recruiter opened the application, live; the recruiter sees who is still unviewed', async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    const another = await seeker();
    await apply(s.token, job._id);
    await apply(another.token, job._id);
    const socket = await t.socket(s.token);
    const changed = next<ActivityChangedMessage>(socket, 'activity.changed', (m) => m.views.includes('myApplications'));

    const viewed = await t.call<{ application: { status: string; viewedAt: string } }>('markApplicantViewed', { jobId: job._id, seekerId: s.userId }, r.token);
    expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
    expect(viewed.body.application.status).toBe('viewed');
    expect((await changed).userId).toBe(s.userId);
    expect((await activity(s.token, 'myApplications')).body.list).toMatchObject([{ status: 'viewed', viewedAt: viewed.body.application.viewedAt }]);
    const applicants = (await activity(r.token, 'applicants')).body.list;
    expect(applicants.map((a) => [a.seekerId, a.viewedAt !== null]).sort()).toEqual([[another.userId, false], [s.userId, true]].sort());

    expect((await t.call('markApplicantViewed', { jobId: job._id, seekerId: s.userId }, r.token)).status).toBe(200);
    const stranger = await recruiter();
    expect((await t.call('markApplicantViewed', { jobId: job._id, seekerId: s.userId }, stranger.token)).body).toMatchObject({ code: 'NotJobOwner' });
    expect((await t.call('markApplicantViewed', { jobId: job._id, seekerId: stranger.userId }, r.token)).status).toBe(404);
    expect((await t.call('markApplicantViewed', { jobId: job._id, seekerId: s.userId }, s.token)).body).toMatchObject({ code: 'NotARecruiter' });
  });

  it('hides the connects and matches of a deactivated job, and shows the seeker the job closed', async () => {
    const { r, s, job } = await matchedPair();
    const pending = await seeker();
    await connect(r.token, pending.userId, job._id);
    expect((await activity(r.token, 'matchesRec')).body.total).toBe(1);
    expect((await activity(r.token, 'myCandidates')).body.total).toBe(1);

    await t.call('changeJobStatus', { jobId: job._id, newStatus: 'O' }, r.token);
    // the job projection answered; this feature's projection follows the same event
    await expect.poll(async () => (await activity(r.token, 'matchesRec')).body.total, { timeout: 5000 }).toBe(0);
    expect((await activity(r.token, 'myCandidates')).body.total).toBe(0);
    expect((await activity(s.token, 'matchesCan')).body.total).toBe(0);
    expect((await activity(pending.token, 'jobsSuggestion')).body.total).toBe(0);
    expect((await activity(s.token, 'myApplications')).body.list).toMatchObject([{ jobId: job._id, status: 'jobClosed', jobStatus: 'O' }]);

    await t.call('changeJobStatus', { jobId: job._id, newStatus: 'A' }, r.token);
    await expect.poll(async () => (await activity(r.token, 'matchesRec')).body.total, { timeout: 5000 }).toBe(1);
    expect((await activity(s.token, 'myApplications')).body.list[0]!.status).toBe('matched');
  });
});

describe('badge dots', () => {
  it('clears a dot when its list was seen, and records nothing when there is none', async () => {
    const { r, s } = await matchedPair();
    expect((await activity(r.token, 'matchesRec')).body.flags).toMatchObject({ hasMatchesRec: true, hasApplicants: false });
    const seen = await t.call<{ flags: Record<string, boolean> }>('markActivitySeen', { histogramSubType: 'matchesRec' }, r.token);
    expect(seen.body.flags.hasMatchesRec).toBe(false);
    expect((await activity(r.token, 'matchesRec')).body.flags.hasMatchesRec).toBe(false);
    expect((await activity(s.token, 'matchesCan')).body.flags.hasMatchesCan).toBe(true);
    await ApiSpecification.for(t).given().when('markActivitySeen', { histogramSubType: 'matchesRec' }, r.token).then({ status: 200, appended: [] });
    await ApiSpecification.for(t).given().when('markActivitySeen', { histogramSubType: 'myApplications' }, s.token).then({ status: 200, appended: [] });
  });

  it('refuses a list of the other role when lookingforwork is given', async () => {
    const s = await seeker();
    expect((await t.call('getUserActivity', { histogramSubType: 'applicants', lookingforwork: true }, s.token)).status).toBe(400);
    expect((await t.call('getUserActivity', { histogramSubType: 'nope' }, s.token)).status).toBe(400);
  });
});
