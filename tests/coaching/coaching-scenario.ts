import { expect } from 'vitest';
import { removeKeptCvFile } from '../../command/coaching/onboarding/onboarding-commands';
import { actOnQuestionnaire } from '../../command/coaching/tracker/act-on-tracker';
import { isDomainError } from '../../contracts/core/errors';
import type { StaffSlot } from '../../contracts/coaching/onboarding/onboarding';
import type { TalentJob, TalentProject } from '../../contracts/coaching/offers/offers';
import type { Interview, TrackerCycle } from '../../contracts/coaching/tracker/interview';
import { projections } from '../../ops/registry';
import type { CallResult, TestApp } from '../support/test-app';
import { pdf, docx } from '../uploads/fixtures';
import { details, sendFile } from './onboarding/onboarding-support';
import { giveFlags, publishingWorld, readyToTest, type Person } from './publishing-world';

// Every event of the coaching features that came after the journey and publishing — onboarding,
// the interview tracker and its questionnaire, jobs, offers and side projects — written through the
// calls (the intake questionnaire and its leads through the command: no call writes them yet), for
// the tests that rebuild the read models. One client goes the whole way; another books, tracks and
// signs, then deletes the account. Waits until every projection has caught up.
export async function runCoachingScenario(t: TestApp): Promise<void> {
  const ok = async <T>(name: string, body: unknown, token: string): Promise<T> => {
    const res: CallResult<T> = await t.call<T>(name, body, token);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const upload = async (who: Person, bytes: Buffer, name: string) => {
    const res = await sendFile(t, who.token, bytes, name, { isOnboarding: 'true' });
    expect(res.status, `uploadPublishCVFile: ${JSON.stringify(res.body)}`).toBe(200);
  };

  const w = await publishingWorld(t);
  const staff = w.csm.token;
  const client = w.client;
  const doomed = await t.signUp({ first_name: 'Dora', last_name: 'Doomed' });
  await giveFlags(t, w.admin, doomed, { isJHUser: true, isActiveJHUser: true });
  const forClient = { userId: client.userId };

  // onboarding: details checked, a CV (replaced once), slots opened, booked, moved, cancelled, closed
  const hour = (days: number, hourUtc: number) => {
    const d = new Date(t.app.deps.clock().getTime() + days * 86_400_000);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.toISOString();
  };
  const open = async (start: string, count: number) =>
    (await ok<{ slots: StaffSlot[] }>('openMeetingSlots', { start, minutes: 30, count }, staff)).slots.filter((s) => s.start >= start).slice(0, count);
  for (const who of [client, doomed]) await ok('checkOnboardingData', { data: details(who.email) }, who.token);
  await upload(client, pdf, 'cv.pdf');
  await upload(client, docx, 'cv.docx');
  await upload(doomed, pdf, 'dora.pdf');
  const [first, second, third] = await open(hour(3, 7), 3);
  const [spare] = await open(hour(4, 7), 1);
  await ok('scheduleMeeting', { slotId: first!.slotId }, client.token);
  await ok('scheduleMeeting', { slotId: second!.slotId }, client.token);
  await ok('cancelMeeting', {}, client.token);
  await ok('scheduleMeeting', { slotId: first!.slotId }, client.token);
  await ok('scheduleMeeting', { slotId: third!.slotId }, doomed.token);
  await ok('closeMeetingSlot', { slotId: spare!.slotId }, staff);

  // a publication cycle for the tracker's notes on it (publishing stays off: no task writes meanwhile)
  await ok('jhPublishUpdateGlobals', { flag: false, sendNewslettersOn: true }, staff);
  await readyToTest(t, w, client);
  await ok('sendPersonalJourneyTest', forClient, staff);
  const approved = await ok<{ publish: { publishId: string } }>('approvePublish', { ...forClient, newCycle: true }, staff);

  // CVs replaced after a mail (the test, then a simulation): each replaced file kept while that
  // mail's link may open; the first removed once its links expired (the task's command, run at that
  // moment), the second still kept
  await upload(client, pdf, 'cv-2.pdf');
  await ok('simulatePublish', { publishId: approved.publish.publishId, emailsToSimulate: ['sim@example.com'] }, staff);
  await upload(client, docx, 'cv-3.docx');
  expect(await t.app.runner!.waitFor(await t.app.store.headPosition(), 20_000, projections.map((p) => p.name))).toBe(true);
  const keptFiles = await t.engine.db.selectFrom('kept_cv_file').select(['file_id', 'kept_until']).where('user_id', '=', client.userId).orderBy('kept_until').orderBy('file_id').execute();
  expect(keptFiles).toHaveLength(2);
  const expired = { ...t.app.deps, clock: () => new Date(new Date(keptFiles[0]!.kept_until).getTime() + 1000) };
  const keptRemoved = await removeKeptCvFile(expired, { userId: client.userId, fileId: keptFiles[0]!.file_id, removeFile: (id) => t.app.deps.uploads.remove(id) }, { actor: null, correlationId: 'scenario' });
  expect(isDomainError(keptRemoved)).toBe(false);

  // the tracker: interviews added, edited, given a status, feedback and summaries, one deleted
  type Tracker = { interview: Interview | null; interviews: Interview[] };
  const interview = (fields: Record<string, unknown>) => ({
    company: 'Wix',
    title: 'Backend Developer',
    titleGroup: 'Backend Developer',
    seniorityLevel: 'Senior',
    interviewDate: '2031-01-10',
    reviewFreeText: 'Went well',
    ...fields,
  });
  const add = async (who: Person, fields: Record<string, unknown>, token = who.token) =>
    (await ok<Tracker>('createEditTalentInterview', { newData: interview(fields), ...(token === who.token ? {} : { userId: who.userId }) }, token)).interview!._id;
  const wix = await add(client, {});
  await add(client, { company: 'wix ', interviewDate: '2031-01-12', type: 'Technical Interview' });
  await add(client, { company: 'Monday', type: 'Linkedin Approach', interviewDate: '2020-01-01' });
  await add(client, { company: 'Fiverr', csComment: 'Prepare salary talk' }, staff);
  const gone = await add(client, { company: 'Lemonade' });
  await ok('createEditTalentInterview', { newData: { _id: gone, field: 'location', location: 'Tel Aviv' } }, client.token);
  await ok('createEditTalentInterview', { newData: { _id: gone, isDelete: true } }, client.token);
  await ok('editTalentInterviewStatus', { company: 'Wix', newStatus: 'Waiting for feedback' }, client.token);
  await ok('editTalentInterviewStatus', { company: 'Monday', newStatus: 'I said no', feedback: 'Too far' }, client.token);
  await ok('editTalentInterviews', { company: 'Wix', newData: { feedback: 'They liked the design answer' } }, client.token);
  await ok('addEditInterviewComment', { ...forClient, interviewId: wix, kind: 'manager', content: 'Ask about the team' }, staff);
  await ok('addEditInterviewComment', { ...forClient, interviewId: wix, kind: 'manager', content: 'Ask about the roadmap', index: 0 }, staff);
  await ok('addEditInterviewComment', { ...forClient, interviewId: wix, kind: 'client', content: 'It went well, they said' }, staff);

  // the timeline's summaries and the cycle's comment and rating
  const { cycles } = await ok<{ cycles: TrackerCycle[] }>('getInterviewsForUser', forClient, staff);
  const cycleId = cycles[0]!._id;
  type Summaries = { summaries: { _id: string; comment: string }[] };
  const summary = (fields: Record<string, unknown>) => ({ ...forClient, journeyId: client.userId, editedComment: { title: 'Monthly summary', date: '2030-07-01', comment: 'Steady', ...fields } });
  await ok('addEditInterviewCommentNew', summary({ cycleId }), staff);
  const { summaries } = await ok<Summaries>('addEditInterviewCommentNew', summary({ title: 'Other', comment: 'To be removed' }), staff);
  const kept = summaries.find((s) => s.comment === 'Steady')!;
  const removed = summaries.find((s) => s.comment === 'To be removed')!;
  await ok('addEditInterviewCommentNew', summary({ _id: kept._id, cycleId, comment: 'Steady, two processes' }), staff);
  await ok('addEditInterviewCommentNew', summary({ _id: removed._id, title: 'Other', comment: 'To be removed', isDelete: true }), staff);
  await ok('changeCycleComment', { ...forClient, id: cycleId, comment: 'A good first cycle' }, staff);
  await ok('changeCycleRating', { id: cycleId, rating: 4 }, client.token);
  await ok('changeCycleComment', { ...forClient, id: cycleId, comment: 'A good first cycle, two interviews' }, staff);

  // the questionnaire: answers and leads by the command, single fields and comments by the call
  const command = { actor: w.csm.userId, onBehalfOf: client.userId, correlationId: 'scenario:questionnaire' };
  const questionnaire = { userId: client.userId, questionnaireId: client.userId };
  expect(await actOnQuestionnaire(t.app.deps, { ...questionnaire, type: 'Submit', answers: { city: 'Haifa', age: 34, isWorking: false } }, command)).not.toHaveProperty('code');
  const lead = { date: '2030-06-01', communicationChannel: 'Phone', csManager: w.csm.userId, summary: 'Called, keen to start' };
  expect(await actOnQuestionnaire(t.app.deps, { ...questionnaire, type: 'AddLead', ...lead }, command)).not.toHaveProperty('code');
  expect(await actOnQuestionnaire(t.app.deps, { ...questionnaire, type: 'AddLead', ...lead, csManager: null, communicationChannel: 'Mail' }, command)).not.toHaveProperty('code');
  await ok('setQuestionnaireFieldAndComments', { ...questionnaire, fieldName: 'wishedSalary', value: 30000, comment: 'Before tax' }, staff);
  await ok('setQuestionnaireFieldAndComments', { ...questionnaire, fieldName: 'wishedSalary', value: 32000, comment: null }, staff);

  // jobs, offers (one signed) and side projects
  const jobs = await ok<{ talentJobs: TalentJob[] }>('addTalentJob', { newJobData: { title: 'Data Analyst', company: 'Globex', salary: 18000, dateStart: '2024-02-01' } }, client.token);
  const job = jobs.talentJobs[0]!._id;
  await ok('editDeleteTalentJob', { editId: job, newJobData: { type: 'Safety Net', title: 'Lead Analyst', salary: 30, salaryFrequency: 'HOUR' } }, client.token);
  const { talentJobs } = await ok<{ talentJobs: TalentJob[] }>('addTalentJob', { ...forClient, newJobData: { title: 'Temporary', company: 'Initrode' } }, staff);
  await ok('editDeleteTalentJob', { editId: talentJobs.find((j) => j.title === 'Temporary')!._id, isDelete: true }, client.token);
  type Offers = { _id: string | null };
  const light = (await ok<Offers>('createEditTalentOffer', { newData: { company: 'Hooli', title: 'Analyst' } }, client.token))._id!;
  await ok('createEditTalentOffer', { newData: { _id: light, company: 'Hooli Inc', title: 'Analyst' } }, client.token);
  await ok('createEditTalentOffer', { newData: { _id: light, isDelete: true } }, client.token);
  const fullOffer = { company: 'Initech', title: 'Senior Analyst', seniority: 'Senior', firstSalaryOffer: 5000, firstSalaryOfferCurrency: 'USD', finalSalary: 24000, clearJobDefenition: 'Payments analytics', food: 'Cibus', hybridDays: '2' };
  const full = (await ok<Offers>('createEditTalentOffer', { newData: { ...fullOffer, interviewId: wix }, variant: 'full' }, client.token))._id!;
  await ok('talentSignedOffer', { offer: { _id: full, company: 'Initech' }, startDate: '2031-03-01' }, client.token);
  const { talentProjects } = await ok<{ talentProjects: TalentProject[] }>('createEditTalentProject', { newData: { title: 'SQL linter', link: 'https://example.com/linter', startDate: '2026-10-01' } }, client.token);
  const project = talentProjects[0]!._id;
  await ok('createEditTalentProject', { newData: { _id: project, title: 'SQL linter', endDate: '2026-12-01', startDate: '2026-10-01' } }, client.token);
  await ok('createEditTalentProject', { newData: { title: 'Abandoned', startDate: '2026-11-01' } }, client.token);
  const abandoned = (await ok<{ talentProjects: TalentProject[] }>('getTalentProjects', {}, client.token)).talentProjects.find((p) => p.title === 'Abandoned')!._id;
  await ok('createEditTalentProject', { newData: { _id: abandoned, isDelete: true } }, client.token);

  // the client who leaves: tracked, noted and signed, then the account is deleted with its slot held
  const doomedInterview = await add(doomed, { company: 'Globex', interviewerName: 'Gil Globex', interviewerPhone: '050-7654321' });
  await ok('addEditInterviewComment', { userId: doomed.userId, interviewId: doomedInterview, kind: 'manager', content: 'Dora is strong' }, staff);
  await ok('addEditInterviewCommentNew', { userId: doomed.userId, journeyId: doomed.userId, editedComment: { title: 'Other', date: '2030-07-01', comment: 'Dora leaves us' } }, staff);
  await ok('setQuestionnaireFieldAndComments', { userId: doomed.userId, questionnaireId: doomed.userId, fieldName: 'city', value: 'Eilat', comment: 'Moving' }, staff);
  const doomedOffer = (await ok<Offers>('createEditTalentOffer', { newData: { company: 'Globex', title: 'Analyst' } }, doomed.token))._id!;
  await ok('talentSignedOffer', { offer: doomedOffer, startDate: '2031-04-01' }, doomed.token);
  await ok('createEditTalentProject', { newData: { title: 'Dora’s blog', startDate: '2026-10-01' } }, doomed.token);
  await ok('deleteAccount', { password: 'secret123' }, doomed.token);

  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, projections.map((p) => p.name))).toBe(true);
}
