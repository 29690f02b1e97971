import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, InterviewGroup } from '../../../contracts/coaching/tracker/interview';
import { interviewTrackerStreamId } from '../../../contracts/coaching/tracker/ids';
import type { TestApp } from '../../support/test-app';
import { coachingCast, type Person } from '../journey/journey-support';

// The interview tracker over HTTP: interviews and their rules, statuses, summaries, the timeline,
// the questionnaire, and who may see and change what.
let t: TestApp, admin: Person, coach: Person, client: Person, other: Person;
beforeAll(async () => void ({ t, admin, coach, client, other } = await coachingCast({ PRODUCT_NAME: 'JobHunt' })));
afterAll(() => t?.stop());

type Tracker = { interview: Interview | null; interviews: Interview[]; interviewGroups: InterviewGroup[] };
type Refusal = { code: string; messageCode?: string; issues?: { path: string; message: string }[] };

const interview = (fields: Record<string, unknown> = {}) => ({
  company: 'Wix',
  title: 'Backend Developer',
  titleGroup: 'Backend Developer',
  seniorityLevel: 'Senior',
  interviewDate: '2031-01-10',
  reviewFreeText: 'Went well',
  ...fields,
});
const add = (who: Person, fields: Record<string, unknown> = {}, userId?: string) => t.call<Tracker>('createEditTalentInterview', { newData: interview(fields), ...(userId ? { userId } : {}) }, who.token);
const eventTypes = async (userId: string) => (await t.app.store.readStream(interviewTrackerStreamId(userId))).map((e) => e.type);

describe('adding interviews', () => {
  it('defaults to Interviewing and HR Interview, with its default channel, and numbers interviews at a company', async () => {
    const first = await add(client);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.interview).toMatchObject({ company: 'Wix', status: 'Interviewing', type: 'HR Interview', channel: 'Call', isApproach: false, position: 1, reviewFreeText: 'Went well' });
    expect(first.body.interview!.clientSummary).toEqual([expect.objectContaining({ content: 'Went well', by: 'Noa Client', isAdmin: false })]);
    const second = await add(client, { company: 'wix ', interviewDate: '2031-01-12', type: 'Technical Interview' });
    expect(second.body.interview).toMatchObject({ position: 2, channel: 'Video' });
    const third = await add(client, { company: 'Monday', type: 'Linkedin Approach', interviewDate: '2020-01-01' });
    expect(third.body.interview).toMatchObject({ position: 1, isApproach: true, channel: 'Linkedin' });
  });

  it('groups interviews by company, upcoming first, and counts a group of two open interviews as a main process', async () => {
    const res = await t.call<Tracker & { ratingsFields: unknown[] }>('getInterviewsForUser', {}, client.token);
    expect(res.status).toBe(200);
    expect(res.body.interviewGroups.map((g) => [g._id, g.interviews.length, g.mainProcess, g.upcoming])).toEqual([
      ['wix', 2, true, true],
      ['Monday', 1, false, false],
    ]);
    expect(res.body.interviewGroups[0]!.interviews.map((i) => i.position)).toEqual([2, 1]);
    expect(res.body.interviews.map((i) => i.interviewDate)).toEqual(['2031-01-10', '2031-01-12', '2020-01-01']);
    expect(res.body.ratingsFields.length).toBeGreaterThan(0);
  });

  it('refuses a form without its required fields, saying what to fix', async () => {
    const res = await t.call<Refusal>('createEditTalentInterview', { newData: { company: '', type: 'Home Assignment' } }, client.token);
    expect(res.status).toBe(400);
    const paths = res.body.issues!.map((i) => i.path);
    for (const path of ['newData.company', 'newData.titleGroup', 'newData.title', 'newData.seniorityLevel', 'newData.interviewDate', 'newData.reviewFreeText', 'newData.assignmentType']) expect(paths).toContain(path);
    const channel = await t.call<Refusal>('createEditTalentInterview', { newData: interview({ type: 'Screening Interview', channel: 'On-Site' }) }, client.token);
    expect(channel.status).toBe(400);
    expect(channel.body.issues!.map((i) => i.message)).toContain('Choose one of the channels this type offers');
    const cleared = await t.call<Refusal>('createEditTalentInterview', { newData: interview({ type: 'Screening Interview', channel: null }) }, client.token);
    expect(cleared.body.issues!.map((i) => i.message)).toContain('Choose the channel');
  });

  it('lets only staff write the manager summary', async () => {
    const res = await add(client, { csComment: 'Mine' });
    expect(res.status).toBe(403);
    const byStaff = await add(coach, { company: 'Fiverr', csComment: 'Prepare salary talk' }, client.userId);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.interview!.csComment).toBe('Prepare salary talk');
  });

  it('edits one field set, and deletes', async () => {
    const added = await add(client, { company: 'Lemonade' });
    const id = added.body.interview!._id;
    const edited = await t.call<Tracker>('createEditTalentInterview', { newData: { _id: id, field: 'location', location: 'Tel Aviv' } }, client.token);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.interview).toMatchObject({ location: 'Tel Aviv', company: 'Lemonade' });
    const deleted = await t.call<Tracker>('createEditTalentInterview', { newData: { _id: id, isDelete: true } }, client.token);
    expect(deleted.body.interview).toBeNull();
    expect(deleted.body.interviews.map((i) => i.company)).not.toContain('Lemonade');
    const again = await t.call('createEditTalentInterview', { newData: { _id: id, isDelete: true } }, client.token);
    expect(again.status).toBe(404);
  });

  it("lists interview changes in the journey's history for staff, with who made them", async () => {
    const added = await add(coach, { company: 'Papaya Global' }, client.userId);
    await t.call('createEditTalentInterview', { userId: client.userId, newData: { _id: added.body.interview!._id, isDelete: true } }, coach.token);
    type History = { list: { type: string; change: { key: string; params: Record<string, unknown> }; actor: { name: string } | null }[] };
    const history = async () => (await t.call<History>('getPersonalJourneyHistory', { objectId: client.userId, pageSize: 100 }, coach.token)).body.list;
    // history entries are written beside the answer, not before it
    await expect.poll(async () => (await history()).some((e) => e.change.key === 'tracker.interviewAdded' && e.change.params.company === 'Papaya Global')).toBe(true);
    const entry = (await history()).find((e) => e.change.params.company === 'Papaya Global')!;
    expect(entry.actor?.name).toBe('Dana Coach');
    await expect.poll(async () => (await history()).map((e) => e.change.key)).toContain('tracker.interviewDeleted');
  });
});

describe('statuses', () => {
  it("saves a status on the company's newest interview", async () => {
    const res = await t.call<Tracker>('editTalentInterviewStatus', { company: 'Wix', newStatus: 'Waiting for feedback' }, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.interview).toMatchObject({ position: 2, status: 'Waiting for feedback' });
    expect((await eventTypes(client.userId)).at(-1)).toBe('InterviewStatusChanged');
  });

  it('asks for a reason for a refusal, then takes it with the status or from feedback given before', async () => {
    const refused = await t.call<Refusal>('editTalentInterviewStatus', { company: 'Monday', newStatus: 'They said no' }, client.token);
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('TrackerReasonRequired');
    const withReason = await t.call<Tracker>('editTalentInterviewStatus', { company: 'Monday', newStatus: 'I said no', feedback: 'Too far' }, client.token);
    expect(withReason.body.interview).toMatchObject({ status: 'I said no', feedback: 'Too far' });
    const group = withReason.body.interviewGroups.find((g) => g._id === 'Monday');
    expect(group?.status).toBe('I said no');
    const feedback = await t.call<Tracker>('editTalentInterviews', { company: 'Wix', newData: { feedback: 'They liked the design answer' } }, client.token);
    expect(feedback.body.interview).toMatchObject({ feedback: 'They liked the design answer' });
    const later = await t.call<Tracker>('editTalentInterviewStatus', { company: 'Wix', newStatus: 'They said no' }, client.token);
    expect(later.status).toBe(200);
    expect(later.body.interviewGroups.find((g) => g._id === 'wix')?.mainProcess).toBe(false);
  });

  it('answers 404 for a company without interviews', async () => {
    const res = await t.call<Refusal>('editTalentInterviewStatus', { company: 'Nowhere', newStatus: 'In process' }, client.token);
    expect(res.status).toBe(404);
  });
});

describe('summaries and the timeline', () => {
  it('lets staff add and rewrite an interview summary; a client may not', async () => {
    const list = await t.call<Tracker>('getInterviewsForUser', { userId: client.userId }, coach.token);
    const id = list.body.interviews[0]!._id;
    const mine = await t.call('addEditInterviewComment', { interviewId: id, kind: 'manager', content: 'x' }, client.token);
    expect(mine.status).toBe(403);
    const added = await t.call<{ interview: Interview }>('addEditInterviewComment', { userId: client.userId, interviewId: id, kind: 'manager', content: 'Ask about the team' }, coach.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const rewritten = await t.call<{ interview: Interview }>('addEditInterviewComment', { userId: client.userId, interviewId: id, kind: 'manager', content: 'Ask about the roadmap', index: 0 }, coach.token);
    expect(rewritten.body.interview.managerSummary).toEqual([expect.objectContaining({ content: 'Ask about the roadmap', by: 'Dana Coach', isAdmin: true })]);
    expect(rewritten.body.interview.csComment).toBe('Ask about the roadmap');
    const missing = await t.call('addEditInterviewComment', { userId: client.userId, interviewId: id, kind: 'manager', content: 'x', index: 5 }, coach.token);
    expect(missing.status).toBe(404);
  });

  it('adds manager summaries to the timeline and shows the service with its days less the freezes', async () => {
    await t.call('updatePersonalJourneyDataAdmin', { userId: client.userId, data: { services: [{ start: '2020-01-01', end: '2020-12-31' }, { start: '2030-06-01' }], beginServiceDate: '2030-06-01' } }, admin.token);
    const summary = await t.call<{ summaries: { title: string; author: string }[] }>(
      'addEditInterviewCommentNew',
      { userId: client.userId, journeyId: client.userId, editedComment: { title: 'Monthly summary', date: '2030-07-01', comment: 'Steady' } },
      coach.token,
    );
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.summaries).toEqual([expect.objectContaining({ title: 'Monthly summary', author: 'Dana Coach' })]);
    const wrongJourney = await t.call('addEditInterviewCommentNew', { userId: client.userId, journeyId: other.userId, editedComment: { title: 'Other', date: '2030-07-01', comment: 'x' } }, coach.token);
    expect(wrongJourney.status).toBe(404);
    type Timeline = { serviceToShow: number; servicesTotal: number; interviews: Interview[]; summaries: unknown[]; startService: string; serviceDays: number };
    const latest = await t.call<Timeline>('getTimelineDataForUser', { userId: client.userId }, coach.token);
    expect(latest.status, JSON.stringify(latest.body)).toBe(200);
    expect(latest.body).toMatchObject({ serviceToShow: 2, servicesTotal: 2, startService: '2030-06-01' });
    expect(latest.body.interviews.map((i) => i.company).sort()).toEqual(['Fiverr', 'Wix', 'wix']);
    expect(latest.body.summaries).toHaveLength(1);
    const first = await t.call<Timeline>('getTimelineDataForUser', { serviceToShow: 1 }, client.token);
    expect(first.body.interviews.map((i) => i.company)).toEqual(['Monday']);
    expect(first.body.serviceDays).toBe(365);
  });

  it('refuses a comment or rating on a cycle that is not the client’s', async () => {
    expect((await t.call('changeCycleComment', { userId: client.userId, id: 'nope', comment: 'x' }, coach.token)).status).toBe(404);
    expect((await t.call('changeCycleRating', { id: 'nope', rating: 3 }, client.token)).status).toBe(404);
    expect((await t.call('changeCycleComment', { id: 'nope', comment: 'x' }, client.token)).status).toBe(403);
    expect((await t.call('changeCycleRating', { id: 'nope', rating: 9 }, client.token)).status).toBe(400);
  });
});

describe('who sees what', () => {
  it("never shows a client another client's interviews", async () => {
    expect((await t.call('getInterviewsForUser', { userId: client.userId }, other.token)).status).toBe(403);
    expect((await t.call('createEditTalentInterview', { userId: client.userId, newData: interview() }, other.token)).status).toBe(403);
    expect((await t.call('editTalentInterviewStatus', { userId: client.userId, company: 'Wix', newStatus: 'In process' }, other.token)).status).toBe(403);
    const own = await t.call<Tracker>('getInterviewsForUser', {}, other.token);
    expect(own.body.interviews).toEqual([]);
  });

  it('offers companies named before, by their first letters, and the title groups', async () => {
    const companies = await t.call<{ list: { name: string }[] }>('getCompaniesOptions', { search: 'Wi' }, other.token);
    expect(companies.body.list.map((c) => c.name)).toEqual(['wix']);
    expect((await t.call('getCompaniesOptions', { search: 'W' }, other.token)).status).toBe(400);
    const titles = await t.call<{ list: { title: string; category: string }[] }>('getTitlesOptions', {}, other.token);
    expect(titles.body.list).toContainEqual({ title: 'Backend Developer', category: 'Engineering' });
  });
});

describe('the questionnaire', () => {
  it('is staff’s: a field and its comment, checked against the question', async () => {
    expect((await t.call('getQuestionnaire', {}, client.token)).status).toBe(403);
    const none = await t.call<{ questionnaire: null; leads: unknown[] }>('getQuestionnaire', { userId: client.userId }, coach.token);
    expect(none.body).toEqual({ questionnaire: null, leads: [] });
    const set = await t.call<{ questionnaire: Record<string, unknown> }>(
      'setQuestionnaireFieldAndComments',
      { userId: client.userId, questionnaireId: client.userId, fieldName: 'wishedSalary', value: 30000, comment: 'Before tax' },
      coach.token,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.questionnaire).toMatchObject({ _id: client.userId, wishedSalary: 30000, comments: { wishedSalary: 'Before tax' } });
    const wrong = await t.call<Refusal>('setQuestionnaireFieldAndComments', { userId: client.userId, questionnaireId: client.userId, fieldName: 'age', value: 'thirty' }, coach.token);
    expect(wrong.status).toBe(400);
    const other_ = await t.call('setQuestionnaireFieldAndComments', { userId: client.userId, questionnaireId: other.userId, fieldName: 'city', value: 'Haifa' }, coach.token);
    expect(other_.status).toBe(404);
  });
});
