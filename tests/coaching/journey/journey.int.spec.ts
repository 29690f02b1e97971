import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import type { PersonalJourney } from '../../../contracts/coaching/journey/journey';
import type { TestApp } from '../../support/test-app';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import { coachingCast, personWith, walkJourneyTo, type Person } from './journey-support';
import { sendFile } from '../onboarding/onboarding-support';
import { pdf } from '../../uploads/fixtures';

// The personal journey over HTTP: who may read and change it, and each of its rules.
let t: TestApp, admin: Person, coach: Person, client: Person, other: Person;
beforeAll(async () => void ({ t, admin, coach, client, other } = await coachingCast({ PRODUCT_NAME: 'JobHunt' }, { isJHAdmin: true })));
afterAll(() => t?.stop());

type Data = { personaljourney: PersonalJourney; CSManagers: { _id: string; name: string }[]; statuses: string[]; plans: string[]; freezeHistory: unknown[]; signedDate: string | null };
type Journey = { personaljourney: PersonalJourney; setStep?: number | null };
type Refusal = { error: string; code: string; messageCode?: string; issues?: { path: string; message: string }[] };

const head = () => t.app.store.headPosition();
const journeyEvents = async (userId: string) => (await t.app.store.readStream(journeyStreamId(userId))).map((e) => e.type);

describe('reading a journey', () => {
  it('gives a client their own journey with the lists staff choose from', async () => {
    const res = await t.call<Data>('getPersonalJourneyData', {}, client.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.personaljourney).toMatchObject({ _id: client.userId, first_name: 'Noa', last_name: 'Client', email: client.email, currentStep: 0, status: null, comments: [] });
    expect(res.body.statuses).toEqual(['signed', 'freezed', 'out of service', 'unsubscribed', 'published', 'not in JobHunt', 'waiting for approval']);
    expect(res.body.plans).toEqual(['standard pro', 'standard executive']);
    expect(res.body.CSManagers.map((m) => m._id)).toEqual(expect.arrayContaining([admin.userId, coach.userId]));
    expect(res.body.CSManagers.map((m) => m._id)).not.toContain(client.userId);
  });

  it('carries the publication: the CVs, cover letters, publication state and cycles', async () => {
    const added = await t.call('addResume', { link: 'https://example.com/noa-cv.pdf' }, client.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    type WithPublishing = Data & { resumes: { title: string; link: string }[]; coverLetters: unknown[]; publish: { isPublish: boolean }; cycles: unknown[]; mayApprove: boolean };
    const res = await t.call<WithPublishing>('getPersonalJourneyData', { userId: client.userId }, coach.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resumes).toEqual([expect.objectContaining({ title: 'CV 1', link: 'https://example.com/noa-cv.pdf' })]);
    expect(res.body.coverLetters).toEqual([]);
    expect(res.body.publish).toMatchObject({ isPublish: false });
    expect(res.body.cycles).toEqual([]);
    expect(res.body.mayApprove).toBe(false);
  });

  it('carries the journey fields of spec §3 inside personaljourney, with upcomingPublish and the steps explained when asked', async () => {
    const noa = await personWith(t, admin, { isJHUser: true, isActiveJHUser: true }, { first_name: 'Noa', last_name: 'Fields' });
    const checked = await t.call('checkOnboardingData', { data: { email: noa.email, phone: '050-1234567', first_name: 'Noa', last_name: 'Fields', title: 'Analyst' } }, noa.token);
    expect(checked.status).toBe(200);
    const uploaded = await sendFile(t, noa.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    // an upload answers the journey with them too
    expect((uploaded.body.personaljourney as PersonalJourney).CVUrl).toEqual(expect.any(String));
    expect((await t.call('addEditCoverLetter', { coverLetter: { title: 'Analyst', content: '<p>Hello</p>' } }, noa.token)).status).toBe(200);
    const them = { userId: noa.userId };
    expect((await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa-fields@example.com'] }, admin.token)).status).toBe(200);
    await walkJourneyTo(t, TEST_EMAIL_STEP, admin, noa.userId);
    expect((await t.call('sendPersonalJourneyTest', them, admin.token)).status).toBe(200);
    expect((await t.call('approvePublish', { ...them, newCycle: true }, admin.token)).status).toBe(200);
    expect((await t.call('changePublishList', { part: 1, publishTime: '09:00', userData: them }, admin.token)).status).toBe(200);

    type Full = Data & { upcomingPublish: unknown; explenations: { step: string; messageCode: string; message: string }[] | null };
    const res = await t.call<Full>('getPersonalJourneyData', { ...them, getExplanations: true }, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const j = res.body.personaljourney;
    expect(j).toMatchObject({
      resumes: [expect.objectContaining({ title: 'CV 1', uploaded: true })],
      coverLetters: [expect.objectContaining({ title: 'Analyst', picked: true })],
      coverLetter: '<p>Hello</p>',
      CVUrl: expect.stringContaining('/'),
      CVUrlUploadTime: expect.any(String),
      isPublishApproved: true,
      isPublish: true,
      isNeedTest: true,
      lastTestId: expect.any(String),
      publishApproveDate: expect.any(String),
      beginPublish: null,
      numberOfCycles: expect.any(Number),
      autoPutOnPublishList: true,
      isPublishUpdateNeeded: false,
      publishDeclineReason: null,
    });
    expect(j.active_cycle === null || typeof j.active_cycle === 'string').toBe(true);
    expect(res.body.upcomingPublish).toEqual({ part: 1, timeHours: 9, timeMinutes: 0 });
    expect(res.body.explenations?.map((e) => e.step)).toEqual(['TitleDetails', 'CoverLetter', 'CV', 'ExcludeDetails', 'TestEmail', 'Publish']);
    expect((await t.call<Full>('getPersonalJourneyData', them, admin.token)).body.explenations).toBeNull();
    // a change to the journey answers it whole
    const changed = await t.call<Journey>('updatePersonalJourneyData', { ...them, data: { phone: '050-7654321' } }, admin.token);
    expect(changed.body.personaljourney).toMatchObject({ phone: '050-7654321', coverLetter: '<p>Hello</p>', isPublish: true });
  });

  it("refuses a client another client's journey, and a journey user not yet active, and people without a journey", async () => {
    const inactive = await personWith(t, admin, { isJHUser: true });
    const seeker = await t.signUp();
    const before = await head();
    const naming = await t.call<Refusal>('getPersonalJourneyData', { userId: other.userId }, client.token);
    expect(naming.status).toBe(403);
    expect(naming.body.code).toBe('ActsForOthers');
    const change = await t.call<Refusal>('updatePersonalJourneyData', { userId: other.userId, data: { phone: '0500000000' } }, client.token);
    expect(change.status).toBe(403);
    const comment = await t.call<Refusal>('addCommentToPesonalJourney', { userId: other.userId, journeyId: other.userId, newComment: 'hi' }, client.token);
    expect(comment.status).toBe(403);
    // naming their own journey id for another person's comments is no way round it
    const crossed = await t.call<Refusal>('addCommentToPesonalJourney', { journeyId: other.userId, newComment: 'hi' }, client.token);
    expect(crossed.status).toBe(404);
    expect((await t.call('getPersonalJourneyData', {}, inactive.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneyData', {}, seeker.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneyData', {})).status).toBe(401);
    expect(await head()).toBe(before);
    expect(await journeyEvents(other.userId)).toEqual([]);
  });

  it('lets staff read any client by userId, and answers 404 for an account that does not exist', async () => {
    const res = await t.call<Data>('getPersonalJourneyData', { userId: client.userId }, coach.token);
    expect(res.body.personaljourney._id).toBe(client.userId);
    expect((await t.call('getPersonalJourneyData', { userId: 'no-such-person' }, coach.token)).status).toBe(404);
  });
});

describe('the client’s own data and the steps', () => {
  it('saves title data and moves step 0 to 1; other data keeps the step', async () => {
    const saved = await t.call<Journey>('updatePersonalJourneyData', { data: { title: 'Product Manager', titleGroup: 'Product', seniorityLevel: 'Senior' } }, client.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.setStep).toBe(1);
    expect(saved.body.personaljourney).toMatchObject({ title: 'Product Manager', seniorityLevel: 'Senior', currentStep: 1 });
    const phone = await t.call<Journey>('updatePersonalJourneyData', { data: { phone: '050-1234567' } }, client.token);
    expect(phone.body).toMatchObject({ setStep: null, personaljourney: { phone: '050-1234567', currentStep: 1 } });
  });

  it('refuses invalid data with the field and changes nothing', async () => {
    const before = await head();
    const bad = await t.call<Refusal>('updatePersonalJourneyData', { data: { seniorityLevel: 'Guru', cyclesLimit: 9 } }, client.token);
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    expect(await head()).toBe(before);
  });

  it('finishes only the current step, up to step 5', async () => {
    const wrong = await t.call<Refusal>('finishPersonalJourneyStep', { step: 3 }, client.token);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ error: 'Only the current step can be completed', messageCode: 'NotCurrentStep' });
    for (const step of [1, 2, 3, 4]) {
      const res = await t.call<Journey>('finishPersonalJourneyStep', { step }, client.token);
      expect(res.body.personaljourney.currentStep).toBe(step + 1);
    }
    const last = await t.call<Refusal>('finishPersonalJourneyStep', {}, client.token);
    expect(last.status).toBe(409);
    expect(last.body.messageCode).toBe('LastStep');
    // a step finished already, completed again (a second click, a stale screen), changes nothing
    const before = await head();
    const again = await t.call<Journey>('finishPersonalJourneyStep', { step: 2 }, client.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.personaljourney.currentStep).toBe(5);
    expect(await head()).toBe(before);
  });
});

describe('what only staff change', () => {
  it('refuses clients the staff calls, and appends nothing', async () => {
    const before = await head();
    const calls: [string, Record<string, unknown>][] = [
      ['changePersonalJourneyStatus', { status: 'signed' }],
      ['changePersonalJourneyPlan', { plan: 'standard pro' }],
      ['changePersonalJourneyManager', { manager: coach.userId }],
      ['updatePersonalJourneyDataAdmin', { data: { cyclesLimit: 9 } }],
      ['updatePersonalJourneyLink', { journeyLink: 'https://example.com' }],
      ['updateSafetyNet', { newData: { safetyNetActive: true, safetyNetExpireDate: '2099-01-01' } }],
      ['endSubscription', {}],
      ['getPersonalJourneyHistory', { objectId: client.userId }],
    ];
    for (const [name, body] of calls) {
      const res = await t.call<Refusal>(name, body, client.token);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code).toBe('NotStaff');
    }
    expect(await head()).toBe(before);
  });

  it('changes status, plan and manager from the server lists, each recorded with the staff member', async () => {
    const status = await t.call<Journey>('changePersonalJourneyStatus', { userId: client.userId, status: 'signed' }, coach.token);
    expect(status.body.personaljourney).toMatchObject({ status: 'signed' });
    expect(status.body.personaljourney.signedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const frozen = await t.call<Journey>('changePersonalJourneyStatus', { userId: client.userId, status: 'freezed' }, coach.token);
    expect(frozen.body.personaljourney.freezeHistory).toEqual([{ start: expect.any(String), end: null }]);
    const back = await t.call<Journey>('changePersonalJourneyStatus', { userId: client.userId, status: 'published' }, coach.token);
    expect(back.body.personaljourney.freezeHistory[0]?.end).toEqual(expect.any(String));
    const unknown = await t.call<Refusal>('changePersonalJourneyStatus', { userId: client.userId, status: 'on the moon' }, coach.token);
    expect(unknown.body).toMatchObject({ messageCode: 'UnknownStatus' });
    const plan = await t.call<Journey>('changePersonalJourneyPlan', { userId: client.userId, plan: 'standard executive' }, coach.token);
    expect(plan.body.personaljourney.plan).toBe('standard executive');
    expect((await t.call<Refusal>('changePersonalJourneyPlan', { userId: client.userId, plan: 'gold' }, coach.token)).body.messageCode).toBe('UnknownPlan');
    const manager = await t.call<Journey>('changePersonalJourneyManager', { userId: client.userId, manager: coach.userId }, admin.token);
    expect(manager.body.personaljourney).toMatchObject({ csManager: coach.userId, csManagerName: 'Dana Coach' });
    expect((await t.call<Refusal>('changePersonalJourneyManager', { userId: client.userId, manager: other.userId }, admin.token)).body.messageCode).toBe('UnknownManager');

    const events = await t.app.store.readStream(journeyStreamId(client.userId));
    const byStaff = events.filter((e) => e.type === 'JourneyStatusChanged');
    for (const e of byStaff) expect(e.metadata).toMatchObject({ actor: coach.userId, onBehalfOf: client.userId });
  });

  it('keeps the admin fields, sorts services and starts the service at the latest start', async () => {
    const noDate = await t.call<Refusal>('updatePersonalJourneyDataAdmin', { userId: client.userId, data: { isAddToRecruitersList: true } }, coach.token);
    expect(noDate.body.messageCode).toBe('NoSendFromDate');
    const backwards = await t.call<Refusal>('updatePersonalJourneyDataAdmin', { userId: client.userId, data: { services: [{ start: '2026-05-01', end: '2026-04-01' }] } }, coach.token);
    expect(backwards.status).toBe(400);
    const res = await t.call<Journey>(
      'updatePersonalJourneyDataAdmin',
      {
        userId: client.userId,
        data: { cyclesLimit: 7, cyclesLimitExtra: 1, isSendFoundJobEmail: true, sendCVFromDate: '2026-12-01', isAddToRecruitersList: true, services: [{ start: '2026-06-01' }, { start: '2026-01-01', end: '2026-03-01' }] },
      },
      coach.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.personaljourney).toMatchObject({
      cyclesLimit: 7,
      cyclesLimitExtra: 1,
      isSendFoundJobEmail: true,
      isAddToRecruitersList: true,
      sendCVFromDate: '2026-12-01',
      services: [{ start: '2026-01-01', end: '2026-03-01' }, { start: '2026-06-01', end: null }],
      beginServiceDate: '2026-06-01',
    });
  });

  it('sets the Old Journey link, a full web address or none', async () => {
    const res = await t.call<Journey>('updatePersonalJourneyLink', { userId: client.userId, journeyLink: 'https://docs.example.com/old' }, coach.token);
    expect(res.body.personaljourney.journeyLink).toBe('https://docs.example.com/old');
    expect((await t.call('updatePersonalJourneyLink', { userId: client.userId, journeyLink: 'javascript:alert(1)' }, coach.token)).status).toBe(400);
  });
});

describe('comments', () => {
  it('lets the author alone edit and delete, and cleans the HTML', async () => {
    const empty = await t.call<Refusal>('addCommentToPesonalJourney', { journeyId: client.userId, newComment: '   ' }, client.token);
    expect(empty.status).toBe(400);
    const added = await t.call<{ comments: { id: string; author: string; authorName: string; content: string }[] }>(
      'addCommentToPesonalJourney',
      { journeyId: client.userId, newComment: '<p>Hello <script>alert(1)</script><b>coach</b></p>' },
      client.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const mine = added.body.comments.at(-1)!;
    expect(mine).toMatchObject({ author: client.email, authorName: 'Noa Client', content: '<p>Hello <b>coach</b></p>' });
    const staffNote = await t.call<{ comments: { id: string }[] }>('addCommentToPesonalJourney', { userId: client.userId, journeyId: client.userId, newComment: 'From your coach' }, coach.token);
    const theirs = staffNote.body.comments.at(-1)!;

    const notMine = await t.call<Refusal>('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: theirs.id, action: 'Delete' }, client.token);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('CommentNotYours');
    const staffTry = await t.call<Refusal>('editDeleteCommentToPesonalJourney', { userId: client.userId, journeyId: client.userId, id: mine.id, action: 'Edit', editContent: 'changed' }, admin.token);
    expect(staffTry.status).toBe(403);
    const edited = await t.call<{ comments: { id: string; content: string }[] }>('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: mine.id, action: 'Edit', editContent: 'Hello again' }, client.token);
    expect(edited.body.comments.find((c) => c.id === mine.id)?.content).toBe('Hello again');
    const deleted = await t.call<{ comments: { id: string }[] }>('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: mine.id, action: 'Delete' }, client.token);
    expect(deleted.body.comments.map((c) => c.id)).toEqual([theirs.id]);
    expect((await t.call('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: mine.id, action: 'Delete' }, client.token)).status).toBe(404);
    expect((await t.call('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: theirs.id, action: 'Edit', editContent: 'mine now' }, client.token)).status).toBe(403);
    expect((await t.call('editDeleteCommentToPesonalJourney', { journeyId: client.userId, id: theirs.id, action: 'Edit' }, client.token)).status).toBe(400);
  });
});

describe('safety net, subscription and the mid-service questionnaire', () => {
  it('activates the safety net only with an expiry date of today or later', async () => {
    const expired = await t.call<Refusal>('updateSafetyNet', { userId: client.userId, newData: { safetyNetActive: true, safetyNetExpireDate: '2020-01-01' } }, coach.token);
    expect(expired.body).toMatchObject({ messageCode: 'SafetyNetExpired' });
    const on = await t.call<Journey>('updateSafetyNet', { userId: client.userId, newData: { safetyNetActive: true, safetyNetExpireDate: '2099-01-01' } }, coach.token);
    expect(on.body.personaljourney).toMatchObject({ safetyNetActive: true, safetyNetExpireDate: '2099-01-01' });
    expect(on.body.personaljourney.safetyNetActivatingDate).toEqual(expect.any(String));
    const off = await t.call<Journey>('updateSafetyNet', { userId: client.userId, newData: { safetyNetActive: false } }, coach.token);
    expect(off.body.personaljourney).toMatchObject({ safetyNetActive: false, safetyNetExpireDate: '2099-01-01' });
  });

  it('ends the subscription at the end of the billing cycle, once; refuses when the close button is hidden', async () => {
    const ended = await t.call<Journey>('endSubscription', { userId: client.userId }, coach.token);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const { isSubscriptionClosed, subscriptionEndDate, beginServiceDate } = ended.body.personaljourney;
    expect(isSubscriptionClosed).toBe(true);
    expect(new Date(subscriptionEndDate!).getTime()).toBeGreaterThan(Date.now());
    // monthly cycles from the service's start (2026-06-01): the end falls on the 1st
    expect(beginServiceDate).toBe('2026-06-01');
    expect(subscriptionEndDate!.slice(8, 10)).toBe('01');
    const before = await head();
    expect((await t.call('endSubscription', { userId: client.userId }, coach.token)).status).toBe(200);
    expect(await head()).toBe(before);

    await t.call('updatePersonalJourneyDataAdmin', { userId: other.userId, data: { hideSubscriptionCloseButton: true } }, coach.token);
    const hidden = await t.call<Refusal>('endSubscription', { userId: other.userId }, coach.token);
    expect(hidden.body.messageCode).toBe('SubscriptionCloseHidden');
  });

  it('takes the questionnaire only when staff opened it, employed with job details', async () => {
    const closed = await t.call<Refusal>('updatePersonalJourneyData', { data: { midServiceQuestionnaire: { status: 'Not employed' } } }, other.token);
    expect(closed.body.messageCode).toBe('QuestionnaireClosed');
    await t.call('updatePersonalJourneyDataAdmin', { userId: other.userId, data: { isMidServiceQuestionnaire: true } }, coach.token);
    const noStatus = await t.call<Refusal>('updatePersonalJourneyData', { data: { midServiceQuestionnaire: { title: 'x' } } }, other.token);
    expect(noStatus.status).toBe(400);
    const noJob = await t.call<Refusal>('updatePersonalJourneyData', { data: { midServiceQuestionnaire: { status: 'Employed' } } }, other.token);
    expect(noJob.body.messageCode).toBe('JobDetailsRequired');
    const answered = await t.call<Journey>('updatePersonalJourneyData', { data: { midServiceQuestionnaire: { status: 'Employed', title: 'Product Lead', company: 'Acme', salary: 30000, salaryCurrency: 'ILS' } } }, other.token);
    expect(answered.body.personaljourney.midServiceQuestionnaire).toMatchObject({ status: 'Employed', title: 'Product Lead', company: 'Acme', salary: 30000, jobAnswered: true });
  });
});

describe('history and the brand', () => {
  it("lists the journey's changes, newest first, with who made them", async () => {
    let history = { list: [] as { type: string; actor: { name: string | null } | null; change: { key: string; params: Record<string, unknown> } }[], total: 0 };
    for (let i = 0; i < 50 && history.total < 10; i++) {
      history = (await t.call<typeof history>('getPersonalJourneyHistory', { objectId: client.userId, pageSize: 100 }, coach.token)).body;
      if (history.total < 10) await new Promise((r) => setTimeout(r, 100));
    }
    const statusChanges = history.list.filter((e) => e.type === 'JourneyStatusChanged');
    expect(statusChanges.map((e) => e.change.params)).toEqual([
      { from: 'freezed', to: 'published' },
      { from: 'signed', to: 'freezed' },
      { from: null, to: 'signed' },
    ]);
    expect(statusChanges[0]?.actor?.name).toBe('Dana Coach');
    expect(JSON.stringify(history.list)).not.toContain('050-1234567');
  });

  it('lists the active clients to staff, searched by name or email', async () => {
    const all = await t.call<{ list: { _id: string; name: string }[] }>('getJourneyClients', {}, coach.token);
    expect(all.body.list.map((c) => c._id)).toEqual(expect.arrayContaining([client.userId, other.userId]));
    expect(all.body.list.map((c) => c._id)).not.toContain(coach.userId);
    const found = await t.call<{ list: { _id: string; name: string; status: string | null }[] }>('getJourneyClients', { search: 'noa cl' }, coach.token);
    expect(found.body.list).toEqual([expect.objectContaining({ _id: client.userId, name: 'Noa Client', status: 'published' })]);
    expect((await t.call('getJourneyClients', {}, client.token)).status).toBe(403);
  });

  it('names the coaching brand to anyone', async () => {
    expect((await t.call('getJourneyBrand', {})).body).toEqual({ product: 'JobHunt' });
  });
});
