import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableAnswer } from '../../../contracts/core/data-table';
import type { ReviewsAnswer } from '../../../contracts/marketplace/companies/calls';
import type { Company } from '../../../contracts/marketplace/companies/company';
import type { Review } from '../../../contracts/marketplace/companies/review';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { reportIdOf, reportStreamId } from '../../../contracts/marketplace/reports/ids';
import type { Report, ReportedObject } from '../../../contracts/marketplace/reports/report';
import type { SavedItem } from '../../../contracts/marketplace/saved-items/calls';
import { signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { addCompany, currentReview, interviewReview, okCall } from '../companies/companies-support';
import { nextMessage } from '../../support/next-message';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

// Reports and moderation through HTTP: who may report what and how often, the admins' table and
// mail, and each action: ignoring, deleting the job (gone from every list, open lists told live),
// the person, or a review (gone from its company's page), every action recorded with the admin who
// took it.
type Reports = { reports: ReportedObject[]; message?: string };
type Issue = { path: string; message: string };

let t: TestApp;
let admin: Person;
let seeker: Person;
let recruiter: Person;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  seeker = await t.signUp({ first_name: 'Sagi', last_name: 'Seeker' });
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
});
afterAll(async () => {
  await t?.stop();
});

const post = async (title: string, by = recruiter) => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, by.token)).body.job;
const report = (who: Person, body: Record<string, unknown>) => t.call<Reports>('reportObject', body, who.token);
const table = async (body: Record<string, unknown> = {}) => {
  const res = await t.call<TableAnswer<Report>>('getReports', body, admin.token);
  expect(res.status).toBe(200);
  return res.body;
};
const idOf = (type: string, objectId: string, by: Person) => reportIdOf({ type, objectId, reporterId: by.userId });

describe('reporting', () => {
  it("needs text for 'Other', a known reason and a signed-in reporter", async () => {
    const job = await post('Other Needs Words');
    const other = await t.call<{ issues: Issue[] }>('reportObject', { objectId: job._id, type: 'job', reason: 'Other' }, seeker.token);
    expect(other.status).toBe(400);
    expect(other.body.issues).toEqual([expect.objectContaining({ path: 'text', message: "Tell us what is wrong when the reason is 'Other'" })]);
    const blank = await t.call<{ issues: Issue[] }>('reportObject', { objectId: job._id, type: 'job', reason: 'Other', text: '   ' }, seeker.token);
    expect(blank.status).toBe(400);
    const reason = await t.call<{ issues: Issue[] }>('reportObject', { objectId: job._id, type: 'job', reason: 'Boring' }, seeker.token);
    expect(reason.body.issues[0]).toMatchObject({ path: 'reason', message: 'Choose a reason: Spam, Offensive, Fake, Scam, Discriminatory or Other' });
    expect((await t.call('reportObject', { objectId: job._id, type: 'job', reason: 'Spam' })).status).toBe(401);
    expect((await t.app.store.readStream(reportStreamId(idOf('job', job._id, seeker)))).length).toBe(0);
  });

  it('records a report once however often it is sent, refuses your own job and one that is none, and mails the admins', async () => {
    const job = await post('Reported Twice');
    const first = await report(seeker, { objectId: job._id, type: 'job', reason: 'Other', text: 'Asks for a fee to apply' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Thank you, the site administrators will look at your report');
    expect(first.body.reports).toContainEqual({ type: 'job', objectId: job._id });
    const second = await report(seeker, { objectId: job._id, type: 'job', reason: 'Spam' });
    expect(second.status).toBe(200);
    expect(second.body.reports.filter((r) => r.objectId === job._id)).toHaveLength(1);
    expect((await t.app.store.readStream(reportStreamId(idOf('job', job._id, seeker)))).map((e) => e.type)).toEqual(['ObjectReported']);
    expect((await t.call<Reports>('getMyReports', {}, seeker.token)).body.reports).toContainEqual({ type: 'job', objectId: job._id });

    const own = await t.call<{ error: string }>('reportObject', { objectId: job._id, type: 'job', reason: 'Spam' }, recruiter.token);
    expect([own.status, own.body.error]).toEqual([400, 'You cannot report your own job or profile']);
    const none = await t.call<{ code: string }>('reportObject', { objectId: 'no-such-job', type: 'job', reason: 'Spam' }, seeker.token);
    expect([none.status, none.body.code]).toEqual([404, 'ReportedObjectNotFound']);

    const [mail] = await t.mailsTo(admin.email);
    expect(mail?.subject).toContain('New report on');
    expect(mail?.text_body).toContain('Reported Twice');
    expect(mail?.text_body).toContain('http://jobswipe.test/reports');
    const rows = (await table({ search: 'Reported Twice', fieldsToSearch: ['objectLabel'] })).data;
    expect(rows).toEqual([
      expect.objectContaining({ type: 'job', object: job._id, objectLabel: 'Reported Twice · Acme Labs', objectOwnerName: 'Rina Recruiter', reporterName: 'Sagi Seeker', reporterEmail: seeker.email, reason: 'Other', text: 'Asks for a fee to apply', reportsOfObject: 1 }),
    ]);
  });
});

describe('the admin calls', () => {
  it('answer 403 to anyone but an admin', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['getReports', {}],
      ['ignoreReport', { reportId: 'r' }],
      ['deleteReportedUser', { reportId: 'r', reportedId: recruiter.userId }],
      ['deleteReportedJob', { reportId: 'r', reportedId: 'j' }],
      ['deleteReportedObject', { reportId: 'r', reportedId: 'o', type: 'review' }],
    ];
    for (const who of [seeker, recruiter]) for (const [name, body] of calls) expect((await t.call(name, body, who.token)).status, `${name} by ${who.email}`).toBe(403);
    for (const [name, body] of calls) expect((await t.call(name, body)).status, name).toBe(401);
  });

  it('ignore a report: it leaves the table, a second ignore is refused, and the reporter still sees it reported', async () => {
    const job = await post('Ignored Report');
    await report(seeker, { objectId: job._id, type: 'job', reason: 'Fake' });
    const reportId = idOf('job', job._id, seeker);
    const ignored = await t.call<{ reportId: string; message: string }>('ignoreReport', { reportId }, admin.token);
    expect(ignored.body).toMatchObject({ reportId, message: 'The report was ignored' });
    expect((await table()).data.map((r) => r._id)).not.toContain(reportId);
    expect((await t.call<{ code: string }>('ignoreReport', { reportId }, admin.token)).body.code).toBe('ReportClosed');
    const [event] = (await t.app.store.readStream(reportStreamId(reportId))).slice(-1);
    expect([event?.type, event?.metadata.actor]).toEqual(['ReportIgnored', admin.userId]);
    expect((await t.call<Reports>('getMyReports', {}, seeker.token)).body.reports).toContainEqual({ type: 'job', objectId: job._id });
  });

  it('delete a reported job: gone from search, the deck, saved items and its owner’s jobs, open lists told live, the admin named', async () => {
    const job = await post('Moderated Away Engineer');
    const other = await t.signUp({ first_name: 'Omri', last_name: 'Other' });
    await report(seeker, { objectId: job._id, type: 'job', reason: 'Scam' });
    await report(other, { objectId: job._id, type: 'job', reason: 'Spam' });
    expect((await t.call('addSavedItem', { itemId: job._id, itemType: 'job' }, seeker.token)).status).toBe(200);
    const search = async () => (await t.call<{ list: Job[] }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'Moderated Away' } }, seeker.token)).body.list.map((j) => j._id);
    const deck = async () => (await t.call<{ cards: { objectId: string }[] }>('getSwipeDeck', { limit: 20 }, seeker.token)).body.cards.map((c) => c.objectId);
    const mine = async () => (await t.call<{ list: Job[] }>('getUserJobsR', {}, recruiter.token)).body.list.map((j) => j._id);
    expect(await search()).toContain(job._id);
    expect(await deck()).toContain(job._id);
    expect(await mine()).toContain(job._id);
    expect((await table({ search: 'Moderated Away', fieldsToSearch: ['objectLabel'] })).data.map((r) => r.reportsOfObject)).toEqual([2, 2]);

    const wrong = await t.call<{ code: string }>('deleteReportedJob', { reportId: idOf('job', job._id, seeker), reportedId: 'another-job' }, admin.token);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'ReportMismatch']);

    const live = await t.socket(seeker.token);
    const told = nextMessage<{ jobId: string; status: string; job?: unknown }>(live, 'job.changed', (m) => m.jobId === job._id, 5000);
    const deleted = await t.call<{ message: string }>('deleteReportedJob', { reportId: idOf('job', job._id, seeker), reportedId: job._id }, admin.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe('The job was deleted');
    expect(await told).toMatchObject({ jobId: job._id, status: 'D' });
    expect((await told).job).toBeUndefined();

    expect(await search()).not.toContain(job._id);
    expect(await deck()).not.toContain(job._id);
    expect(await mine()).not.toContain(job._id);
    expect((await t.call<{ list: SavedItem[] }>('getSavedItems', {}, seeker.token)).body.list.map((i) => i.itemId)).not.toContain(job._id);
    // both reports of it are closed
    expect((await table({ search: 'Moderated Away', fieldsToSearch: ['objectLabel'] })).data).toEqual([]);
    const [statusChange] = (await t.app.store.readStream(jobStreamId(job._id))).filter((e) => e.type === 'JobStatusChanged');
    expect([statusChange?.data.status, statusChange?.metadata.actor]).toEqual(['D', admin.userId]);
    const [closed] = (await t.app.store.readStream(reportStreamId(idOf('job', job._id, seeker)))).slice(-1);
    expect([closed?.type, closed?.metadata.actor]).toEqual(['ReportedJobDeleted', admin.userId]);
  });

  it('delete a reported person with their account, never an admin, and only the person the report names', async () => {
    const talent = await t.signUp({ first_name: 'Toxic', last_name: 'Talent' });
    expect((await t.call('saveProfile', { title: 'Troll' }, talent.token)).status).toBe(200);
    await report(recruiter, { objectId: talent.userId, type: 'profile', reason: 'Offensive' });
    const reportId = idOf('profile', talent.userId, recruiter);
    const wrong = await t.call<{ code: string }>('deleteReportedUser', { reportId, reportedId: seeker.userId }, admin.token);
    expect([wrong.status, wrong.body.code]).toEqual([400, 'ReportMismatch']);

    await report(seeker, { objectId: admin.userId, type: 'profile', reason: 'Fake' });
    const onAdmin = await t.call<{ error: string }>('deleteReportedUser', { reportId: idOf('profile', admin.userId, seeker), reportedId: admin.userId }, admin.token);
    expect([onAdmin.status, onAdmin.body.error]).toEqual([403, 'An administrator cannot be deleted from a report']);

    const deleted = await t.call<{ message: string }>('deleteReportedUser', { reportId, reportedId: talent.userId }, admin.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe('The user was deleted');
    expect((await t.call('login', { email: talent.email, password: 'secret123' })).status).toBe(401);
    const resume = await t.call<{ notFound?: boolean }>('getHistogramObject', { histogramType: 'resumes', id: talent.userId }, recruiter.token);
    expect(resume.body.notFound).toBe(true);
    expect((await table()).data.map((r) => r.object)).not.toContain(talent.userId);
    const [closed] = (await t.app.store.readStream(reportStreamId(reportId))).slice(-1);
    expect([closed?.type, closed?.data.deletedUserId, closed?.metadata.actor]).toEqual(['ReportedUserDeleted', talent.userId, admin.userId]);
  });

  it('report a review or interview only when it is on a company page and not your own', async () => {
    const acme = await addCompany(t, recruiter.token, `Reviewed Labs ${recruiter.userId.slice(0, 6)}`);
    const { review } = await okCall<{ review: Review }>(t, 'addReview', interviewReview(acme._id), recruiter.token);
    const none = await report(seeker, { objectId: 'no-such-review', type: 'review', reason: 'Spam', company: acme.name });
    expect([none.status, (none.body as unknown as { code: string }).code]).toEqual([404, 'ReportedObjectNotFound']);
    // an interview review is not a review of the company
    expect((await report(seeker, { objectId: review._id, type: 'review', reason: 'Spam', company: acme.name })).status).toBe(404);
    const own = await t.call<{ error: string }>('reportObject', { objectId: review._id, type: 'interview', reason: 'Fake', company: acme.name }, recruiter.token);
    expect([own.status, own.body.error]).toEqual([400, 'You cannot report a review you wrote']);
    const sent = await report(seeker, { objectId: review._id, type: 'interview', reason: 'Fake', company: acme.name });
    expect(sent.status).toBe(200);
    expect(sent.body.reports).toContainEqual({ type: 'interview', objectId: review._id });
    // the report does not name the review's author
    expect((await table({ extraSearch: { type: 'interview' } })).data).toEqual([expect.objectContaining({ object: review._id, objectOwnerName: null, company: acme.name })]);
  });

  it("delete a reported review: it leaves its company's page, its counts and rating are taken back, the deletion recorded", async () => {
    const acme = await addCompany(t, recruiter.token, `Moderated Labs ${recruiter.userId.slice(0, 6)}`);
    const other = await t.signUp();
    await okCall(t, 'addReview', currentReview(acme._id, { rating: 5, careerOpportunities: 5 }), other.token);
    const { review } = await okCall<{ review: Review }>(t, 'addReview', currentReview(acme._id, { rating: 1, careerOpportunities: 1, headline: 'Offensive words here' }), recruiter.token);
    const page = async () => (await okCall<{ result: Company }>(t, 'getCompany', { id: acme._id })).result;
    const shown = async () => (await okCall<ReviewsAnswer>(t, 'getReviews', { cardContentType: 'reviews', company: acme._id })).list.map((r) => (r as Review).headline);
    expect(await page()).toMatchObject({ reviews: 2, rating: 3, ratings: { careerOpportunities: 3 } });
    expect(await shown()).toContain('Offensive words here');

    await report(seeker, { objectId: review._id, type: 'review', reason: 'Offensive', company: acme.name });
    const reportId = idOf('review', review._id, seeker);
    expect((await table({ extraSearch: { type: 'review' } })).data).toEqual([expect.objectContaining({ _id: reportId, objectLabel: acme.name, company: acme.name })]);
    const wrongType = await t.call<{ code: string }>('deleteReportedObject', { reportId, reportedId: review._id, type: 'interview' }, admin.token);
    expect(wrongType.body.code).toBe('ReportMismatch');
    const deleted = await t.call<{ message: string }>('deleteReportedObject', { reportId, reportedId: review._id, type: 'review', company: acme.name }, admin.token);
    expect(deleted.body.message).toBe('The reported review was deleted');
    const [closed] = (await t.app.store.readStream(reportStreamId(reportId))).slice(-1);
    expect(closed).toMatchObject({ type: 'ReportedObjectDeleted', data: { objectId: review._id, type: 'review', company: acme.name }, metadata: { actor: admin.userId } });
    expect((await table({ extraSearch: { type: 'review' } })).data).toEqual([]);
    // the company page, right after the answer
    expect(await shown()).toEqual(['Great team, slow releases']);
    expect(await page()).toMatchObject({ reviews: 1, rating: 5, ratings: { careerOpportunities: 5 } });
    // gone: it cannot be reported again
    expect((await report(other, { objectId: review._id, type: 'review', reason: 'Spam', company: acme.name })).status).toBe(404);
  });
});
