import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ActivityItem } from '../../../contracts/marketplace/activity/activity';
import type { Notification } from '../../../contracts/marketplace/inbox/notification';
import type { ActivityChangedMessage, MatchMadeMessage } from '../../../contracts/marketplace/activity/live';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { nextMessage } from '../../support/next-message';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type ApplyAnswer = {
  limitReached: boolean;
  applies: { jobId: string; seekerId: string; status: string; appliedAt: string | null }[];
  isMatch: boolean;
  matchId?: string;
  mailRecieverData: { userId: string; name: string; role: string }[];
  showNotification: boolean;
  message?: string;
};
type Activity = { list: ActivityItem[]; total: number; flags: Record<string, boolean> };
type Inbox = { list: Notification[]; unread: number; total: number };

const recruiter = (first_name = 'Rina') => t.signUp({ lookingforwork: false, first_name, last_name: 'Recruiter' });
const seeker = (first_name = 'Sami') => t.signUp({ lookingforwork: true, first_name, last_name: 'Seeker' });
const postJob = async (token: string, title = 'Backend Engineer') =>
  (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, token)).body.job;
const apply = (token: string, jobId: string) => t.call<ApplyAnswer>('applyHistObject', { type: 'apply', histogramType: 'jobs', objectId: jobId }, token);
const connect = (token: string, seekerId: string, jobId?: string) =>
  t.call<ApplyAnswer>('applyHistObject', { type: 'connect', histogramType: 'resumes', objectId: seekerId, ...(jobId ? { jobId } : {}) }, token);
const activity = (token: string, histogramSubType: string) => t.call<Activity>('getUserActivity', { histogramSubType }, token);
const inbox = (token: string, body: Record<string, unknown> = {}) => t.call<Inbox>('getNotifications', body, token);
// the subjects of the mail an address got, once there are `count` (signing up mails a confirmation)
const subjectsTo = async (email: string, count: number) => (await t.mailsTo(email, count)).map((m) => m.subject);

const next = nextMessage;

describe('applying', () => {
  it('sends an application: the recruiter is mailed and sees the applicant, unviewed, with a badge dot and an inbox entry', async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token, 'Data Wrangler');
    const res = await apply(s.token, job._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ limitReached: false, isMatch: false, showNotification: true, mailRecieverData: [{ userId: r.userId, name: 'Rina Recruiter', role: 'recruiter' }] });
    expect(res.body.applies).toMatchObject([{ jobId: job._id, seekerId: s.userId, status: 'applied' }]);
    expect(await subjectsTo(r.email, 2)).toContain('New applicant for Data Wrangler');

    const applicants = await activity(r.token, 'applicants');
    expect(applicants.body.total).toBe(1);
    expect(applicants.body.list[0]).toMatchObject({ jobId: job._id, seekerId: s.userId, status: 'applied', viewedAt: null, contact: null, job: null });
    expect(applicants.body.list[0]!.profile).toMatchObject({ _id: s.userId, name: 'Sami Seeker' });
    // nothing private before a match
    expect(applicants.body.list[0]!.profile).not.toHaveProperty('email');
    expect(applicants.body.flags.hasApplicants).toBe(true);

    const mine = await activity(s.token, 'myApplications');
    expect(mine.body.list[0]).toMatchObject({ status: 'applied', job: { _id: job._id, title: 'Data Wrangler', applies: 1 } });

    const notices = await inbox(r.token);
    expect(notices.body).toMatchObject({ unread: 1, total: 1, list: [{ kind: 'applicant', jobId: job._id, otherUserId: s.userId, otherName: 'Sami Seeker', jobTitle: 'Data Wrangler', readAt: null }] });
  });

  it('answers a second application to the same job without sending anything again', async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    await apply(s.token, job._id);
    const again = await apply(s.token, job._id);
    expect(again.body).toMatchObject({ showNotification: false, isMatch: false, mailRecieverData: [] });
    expect(again.body.applies).toHaveLength(1);
    expect((await subjectsTo(r.email, 2)).filter((subject) => subject.startsWith('New applicant'))).toHaveLength(1);
  });

  it('refuses with the role and profile messages', async () => {
    const r = await recruiter();
    const other = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    expect((await apply(r.token, job._id)).body).toMatchObject({ code: 'NotASeeker', error: 'You need to be a job seeker' });
    // a recruiter without an active job cannot connect
    expect((await connect(other.token, s.userId)).body).toMatchObject({ code: 'NoActiveJob', error: 'You need to have at least one active job' });
    const invisible = await seeker();
    await t.call('saveProfile', { showResume: false }, invisible.token);
    const hidden = await apply(invisible.token, job._id);
    expect(hidden).toMatchObject({ status: 403, body: { code: 'ProfileInvisible', error: 'Your profile is invisible' } });
    // an invisible profile cannot be connected to either
    expect((await connect(r.token, invisible.userId, job._id)).body).toMatchObject({ code: 'ProfileNotFound' });
  });

  it('refuses an inactive or deleted job with a clear message', async () => {
    const r = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    await t.call('changeJobStatus', { jobId: job._id, newStatus: 'O' }, r.token);
    expect(await apply(s.token, job._id)).toMatchObject({ status: 409, body: { code: 'JobNotActive', error: 'This job is not accepting applications anymore' } });
    await t.call('changeJobStatus', { jobId: job._id, newStatus: 'D' }, r.token);
    expect(await apply(s.token, job._id)).toMatchObject({ status: 404, body: { code: 'JobNotFound', error: 'This job is no longer available' } });
    expect(await apply(s.token, 'no-such-job')).toMatchObject({ status: 404, body: { code: 'JobNotFound' } });
  });

  it("switches a seeker who connects to recruiter with 'Switched to recruiter'", async () => {
    const s = await seeker();
    const target = await seeker();
    const res = await connect(s.token, target.userId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Switched to recruiter', isMatch: false, showNotification: false });
    const me = await t.call<{ user: { lookingforwork: boolean } }>('getUserData', {}, s.token);
    expect(me.body.user.lookingforwork).toBe(false);
  });

  it("refuses a connect for another recruiter's job or an inactive one", async () => {
    const r = await recruiter();
    const other = await recruiter();
    const s = await seeker();
    const job = await postJob(r.token);
    const otherJob = await postJob(other.token);
    expect((await connect(r.token, s.userId, otherJob._id)).body).toMatchObject({ code: 'NotJobOwner' });
    expect((await connect(r.token, s.userId)).body).toMatchObject({ code: 'ChooseActiveJob', error: 'Choose one of your active jobs' });
    const second = await postJob(r.token, 'Second');
    await t.call('changeJobStatus', { jobId: second._id, newStatus: 'O' }, r.token);
    expect((await connect(r.token, s.userId, second._id)).body).toMatchObject({ code: 'ChooseActiveJob' });
    expect((await connect(r.token, s.userId, job._id)).status).toBe(200);
  });
});

describe('the live match', () => {
  it('tells both people, with what the match dialog shows, and mails both', async () => {
    const r = await recruiter('Maya');
    const s = await seeker('Omer');
    const job = await postJob(r.token, 'Platform Engineer');
    await t.call('saveProfile', { phone: '050-1111111' }, s.token);
    const [seekerSocket, recruiterSocket] = await Promise.all([t.socket(s.token), t.socket(r.token)]);

    const connected = await connect(r.token, s.userId, job._id);
    expect(connected.body).toMatchObject({ isMatch: false, showNotification: true, mailRecieverData: [] });
    expect((await activity(s.token, 'jobsSuggestion')).body).toMatchObject({ total: 1, flags: { hasJobsSuggestion: true }, list: [{ status: 'connectSent', job: { title: 'Platform Engineer' } }] });
    expect((await activity(r.token, 'myCandidates')).body.list).toMatchObject([{ seekerId: s.userId, status: 'connectSent' }]);

    const toSeeker = next<MatchMadeMessage>(seekerSocket, 'match.made', (m) => m.jobId === job._id);
    const toRecruiter = next<MatchMadeMessage>(recruiterSocket, 'match.made', (m) => m.jobId === job._id);
    const res = await apply(s.token, job._id);
    expect(res.body).toMatchObject({ isMatch: true, matchId: `${job._id}:${s.userId}`, showNotification: true });
    expect(res.body.mailRecieverData.map((m) => m.userId).sort()).toEqual([r.userId, s.userId].sort());

    const [seekerSees, recruiterSees] = await Promise.all([toSeeker, toRecruiter]);
    expect(seekerSees).toMatchObject({ jobTitle: 'Platform Engineer', company: 'Acme Labs', other: { userId: r.userId, name: 'Maya Recruiter', email: r.email } });
    expect(recruiterSees).toMatchObject({ jobTitle: 'Platform Engineer', other: { userId: s.userId, name: 'Omer Seeker', email: s.email, phone: '+972501111111' } });
    expect(BigInt(seekerSees.position)).toBeGreaterThan(0n);
    expect(await subjectsTo(s.email, 2)).toContain("It's a match: Platform Engineer");
    expect(await subjectsTo(r.email, 2)).toContain("It's a match: Platform Engineer");

    const matchesRec = await activity(r.token, 'matchesRec');
    expect(matchesRec.body).toMatchObject({ total: 1, flags: { hasMatchesRec: true }, list: [{ status: 'matched', contact: { email: s.email, phone: '+972501111111' } }] });
    const matchesCan = await activity(s.token, 'matchesCan');
    expect(matchesCan.body).toMatchObject({ total: 1, flags: { hasMatchesCan: true }, list: [{ status: 'matched', contact: { email: r.email } }] });
    // a match leaves the waiting lists
    expect((await activity(s.token, 'jobsSuggestion')).body.total).toBe(0);
    expect((await activity(r.token, 'myCandidates')).body.total).toBe(0);
    // the inbox keeps the match for whoever was away; it replaces the connect notice
    expect((await inbox(s.token)).body.list).toMatchObject([{ kind: 'match', otherName: 'Maya Recruiter', jobTitle: 'Platform Engineer' }]);
    expect((await inbox(r.token)).body.list).toMatchObject([{ kind: 'match', otherName: 'Omer Seeker' }]);
  });
});
