import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AS_SOON_AS_POSSIBLE, mayApprove, startDateOptions, type Cycle, type PublishState } from '../../../contracts/coaching/publication/publication';
import { coverLettersOf, resumesOf } from '../../../query/coaching/documents/documents';
import { publishingJourneyParts } from '../../../query/coaching/documents/journey-parts';
import { cyclesOf, publicationOf, publishDataOf } from '../../../query/coaching/publication/get-publication';
import { startTestApp, type TestApp } from '../../support/test-app';
import { walkJourneyTo } from '../journey/journey-support';
import { giveFlags, publishingWorld, readyDocuments, readyToTest, type Person, type World } from '../publishing-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await publishingWorld(t);
});
afterAll(async () => {
  await t?.stop();
});

type Published = { publish: PublishState; cycles: Cycle[] };

// The journey reads the documents' and the publication's rows in one round and derives the rest:
// the same as each read alone.
async function expectJourneyPartsAsReadApart(userId: string) {
  const db = t.engine.db;
  const now = new Date();
  const publish = await publicationOf(db, userId);
  expect(await publishingJourneyParts(db, userId, now)).toEqual({
    resumes: await resumesOf(db, userId),
    coverLetters: await coverLettersOf(db, userId),
    publish,
    cycles: await cyclesOf(db, userId),
    publishData: await publishDataOf(db, userId),
    startDateOptions: startDateOptions(now),
    mayApprove: mayApprove(publish),
    upcomingPublish: (await publishingJourneyParts(db, userId, now)).upcomingPublish,
  });
}
type Failure = { error: string; code?: string; messageCode?: string; issues?: { path: string; message: string }[] };

async function newClient(first = 'Maya'): Promise<Person> {
  const client = await t.signUp({ first_name: first, last_name: 'Client' });
  await giveFlags(t, w.admin, client, { isJHUser: true, isActiveJHUser: true });
  return client;
}

describe('the journey steps', () => {
  it("refuses the Test Email step's calls until the journey reaches it, to staff acting for the client as to the client; answers once walked there", async () => {
    const client = await newClient('Yael');
    const them = { userId: client.userId };
    await readyDocuments(t, w, client, 'qa-steps@jobhunt.test');
    await walkJourneyTo(t, 2, client);
    const before = await t.app.store.headPosition();
    const early = await t.call<Failure>('sendPersonalJourneyTest', {}, client.token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'JourneyStepNotReached', messageCode: 'TestEmailStepNotReached', error: 'The journey is not at the Test Email step yet: finish the steps before it first' });
    // the rule is about the journey: staff acting for the client are refused the same way
    const calls: [string, Record<string, unknown>][] = [
      ['sendPersonalJourneyTest', them],
      ['startPersonalJourneyPublish', { ...them, beginPublish: AS_SOON_AS_POSSIBLE }],
      ['approvePublish', { ...them, newCycle: true }],
      ['newPersonalJourneyPublish', them],
      ['updatePersonalJourneyPublish', them],
    ];
    for (const [call, body] of calls) {
      const refused = await t.call<Failure>(call, body, w.csm.token);
      expect(refused.status, call).toBe(409);
      expect(refused.body.code, call).toBe('JourneyStepNotReached');
    }
    expect((await t.call<Failure>('startPersonalJourneyPublish', { beginPublish: AS_SOON_AS_POSSIBLE }, client.token)).body.code).toBe('JourneyStepNotReached');
    expect(await t.app.store.headPosition()).toBe(before);
    expect((await t.call<{ personaljourney: { currentStep: number } }>('getPersonalJourneyData', them, w.csm.token)).body.personaljourney.currentStep).toBe(2);

    await walkJourneyTo(t, 4, client);
    const sent = await t.call<Published>('sendPersonalJourneyTest', {}, client.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.publish).toMatchObject({ status: 'tested' });
    const approved = await t.call<Published>('approvePublish', { ...them, newCycle: true }, w.csm.token);
    expect(approved.body.publish).toMatchObject({ status: 'approved', isPublish: true });
  });
});

describe('the test mail', () => {
  it("mails the publish data to the test addresses and answers 'Email sent' / 'Test sent to email, please check your inbox'", async () => {
    const client = await newClient('Tamar');
    await walkJourneyTo(t, 4, client);
    // at the step, with nothing to send yet
    const nothing = await t.call<Failure>('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('PublishRuleBroken');
    await readyToTest(t, w, client, 'qa-test@jobhunt.test');
    const sent = await t.call<Published & { title: string; message: string }>('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ title: 'Email sent', message: 'Test sent to email, please check your inbox', publish: { status: 'tested', isNeedTest: true } });
    const [mail] = await t.mailsTo('qa-test@jobhunt.test');
    expect(mail).toMatchObject({ subject: '[Test] Senior backend engineer' });
    expect(mail!.html_body).toContain('<p>Hello recruiters</p>');
    expect(mail!.html_body).toContain('https://docs.google.com/document/d/abcdefghijklmnop/edit');
    expect(mail!.text_body).toContain('Tamar Client');
  });

  it("names the client as they confirmed it in the journey's data check, not as the account had it", async () => {
    const client = await newClient('Tamar');
    const checked = await t.call('checkOnboardingData', { data: { email: client.email, phone: '050-7654321', first_name: 'Tamara', last_name: 'Ben-Ami', title: 'Data Engineer' } }, client.token);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    await readyToTest(t, w, client, 'qa-names@jobhunt.test');
    expect((await t.call('sendPersonalJourneyTest', {}, client.token)).status).toBe(200);
    const [mail] = await t.mailsTo('qa-names@jobhunt.test');
    expect(mail!.text_body).toContain('Tamara Ben-Ami');
    expect(mail!.text_body).not.toContain('Tamar Client');
    const journey = await t.call<{ publishData: { first_name: string; last_name: string } }>('getPersonalJourneyData', {}, client.token);
    expect(journey.body.publishData).toMatchObject({ first_name: 'Tamara', last_name: 'Ben-Ami' });
  });

  it('refuses without test addresses in the journey settings', async () => {
    const client = await newClient();
    await readyToTest(t, w, client);
    await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: [] }, w.csm.token);
    const refused = await t.call<Failure>('sendPersonalJourneyTest', {}, client.token);
    expect(refused.body.error).toBe('There are no test addresses in the journey settings');
    await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['QA@jobhunt.test', 'qa@jobhunt.test'] }, w.csm.token);
    expect((await t.call<{ emailsToSendTest: string[] }>('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['QA@jobhunt.test', 'qa@jobhunt.test'] }, w.csm.token)).body.emailsToSendTest).toEqual(['qa@jobhunt.test']);
    expect((await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@jobhunt.test'] }, client.token)).status).toBe(403);
  });
});

describe('approving, pausing and the cycles', () => {
  it('approves only after a test, with a start date offered by the dialog, and opens one cycle', async () => {
    const client = await newClient();
    await readyToTest(t, w, client);
    const early = await t.call<Failure>('approvePublish', { userId: client.userId, newCycle: true }, w.csm.token);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Send a test before publishing');
    await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    const friday = startDateOptions(new Date()).length;
    expect(friday).toBe(5);
    const badDate = await t.call<Failure>('startPersonalJourneyPublish', { userId: client.userId, beginPublish: '2020-01-01' }, w.csm.token);
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toBe("Choose 'As soon as posible' or one of the next 7 days (not Friday or Saturday)");
    const day = startDateOptions(new Date())[0]!;
    const started = await t.call<Published>('startPersonalJourneyPublish', { userId: client.userId, beginPublish: day }, w.csm.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.publish).toMatchObject({ status: 'approved', isPublish: true, beginPublish: day, numberOfCycles: 1 });
    expect(started.body.cycles).toMatchObject([{ cycle: 1, status: 'open', parts: [{ part: 1 }, { part: 2 }, { part: 3 }, { part: 4 }] }]);
    expect((await t.call<Failure>('approvePublish', { userId: client.userId }, w.csm.token)).body.error).toBe('Publishing is approved already');

    // pause, then approve again: the same cycle stays the only open one
    const paused = await t.call<Published>('pausePublish', { userId: client.userId }, w.csm.token);
    expect(paused.body.publish).toMatchObject({ status: 'paused', isPublish: false });
    expect((await t.call<Failure>('pausePublish', { userId: client.userId }, w.csm.token)).body.error).toBe('Publishing is not running');
    const again = await t.call<Published>('approvePublish', { userId: client.userId, newCycle: true }, w.csm.token);
    expect(again.body.cycles).toHaveLength(1);
    const events = await t.app.store.readStream(`publication-${client.userId}`);
    expect(events.find((e) => e.type === 'PublishApproved')!.metadata).toMatchObject({ actor: w.csm.userId, onBehalfOf: client.userId });
  });

  it('makes one cycle of ten concurrent approvals', async () => {
    const client = await newClient();
    await readyToTest(t, w, client);
    await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('approvePublish', { userId: client.userId, newCycle: true }, w.admin.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const { body } = await t.call<{ cycles: Cycle[] }>('getJourneyPublishing', { userId: client.userId }, w.csm.token);
    expect(body.cycles).toHaveLength(1);
    const opened = (await t.app.store.readStream(`publication-${client.userId}`)).filter((e) => e.type === 'CycleOpened');
    expect(opened).toHaveLength(1);
  });

  it("lets a client ask to start; staff decline with a reason the client sees, and a declined publish needs a new test", async () => {
    const client = await newClient();
    await readyToTest(t, w, client);
    expect((await t.call<Failure>('declinePublish', { userId: client.userId, reason: 'x' }, w.csm.token)).body.error).toBe('There is no publish request to decline');
    await t.call('sendPersonalJourneyTest', {}, client.token);
    const asked = await t.call<Published>('startPersonalJourneyPublish', { beginPublish: AS_SOON_AS_POSSIBLE }, client.token);
    expect(asked.body.publish).toMatchObject({ status: 'requested', isPublish: false });
    const noReason = await t.call<Failure>('declinePublish', { userId: client.userId, reason: ' ' }, w.csm.token);
    expect(noReason.body.issues).toContainEqual(expect.objectContaining({ path: 'reason', message: 'Say why the publish is declined' }));
    const declined = await t.call<Published>('declinePublish', { userId: client.userId, reason: 'The title needs work' }, w.csm.token);
    expect(declined.body.publish).toMatchObject({ status: 'declined', publishDeclineReason: 'The title needs work', isNeedTest: false });
    const seen = await t.call<{ publish: PublishState; mayApprove: boolean }>('getJourneyPublishing', {}, client.token);
    expect(seen.body).toMatchObject({ publish: { publishDeclineReason: 'The title needs work' }, mayApprove: false });
    expect((await t.call<Failure>('approvePublish', { userId: client.userId }, w.csm.token)).body.error).toBe('Send a test before publishing');
    await t.call('sendPersonalJourneyTest', {}, client.token);
    expect((await t.call<{ mayApprove: boolean }>('getJourneyPublishing', {}, client.token)).body.mayApprove).toBe(true);
    expect((await t.call<Published>('approvePublish', { userId: client.userId }, w.csm.token)).body.publish.status).toBe('approved');
  });

  it('goes back to test with a new publish record, flags an update when the cover letter changes, and keeps the auto-put choice', async () => {
    const client = await newClient();
    await readyToTest(t, w, client);
    await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    const approved = await t.call<Published>('approvePublish', { userId: client.userId }, w.csm.token);
    const letters = await t.call<{ coverLetters: { id: string }[] }>('getJourneyPublishing', {}, client.token);
    await t.call('addEditCoverLetter', { coverLetter: { id: letters.body.coverLetters[0]!.id, title: 'Senior backend engineer', content: '<p>Changed</p>' } }, client.token);
    const needs = await t.call<{ publish: PublishState }>('getJourneyPublishing', { userId: client.userId }, w.csm.token);
    expect(needs.body.publish.isPublishUpdateNeeded).toBe(true);
    await expectJourneyPartsAsReadApart(client.userId);
    const updated = await t.call<Published>('updatePersonalJourneyPublish', { userId: client.userId, excludeList: ['competitor.com'] }, w.csm.token);
    expect(updated.body.publish).toMatchObject({ isPublishUpdateNeeded: false, excludeList: ['competitor.com'] });
    expect((await t.call('updatePersonalJourneyPublish', {}, client.token)).status).toBe(403);

    const auto = await t.call<Published>('changeAutoPutOnPublishList', { userId: client.userId, autoPutOnPublishList: false }, w.csm.token);
    expect(auto.body.publish.autoPutOnPublishList).toBe(false);

    const back = await t.call<Published>('newPersonalJourneyPublish', { userId: client.userId }, w.csm.token);
    expect(back.body.publish).toMatchObject({ status: 'new', isPublish: false, lastTestId: null });
    expect(back.body.publish.publishId).not.toBe(approved.body.publish.publishId);
    expect((await t.call<Failure>('approvePublish', { userId: client.userId }, w.csm.token)).body.error).toBe('Send a test before publishing');
  });

  it('goes back to test from the Publish step: the journey is on the Test Email step again, and its history says so', async () => {
    const client = await newClient('Lior');
    const them = { userId: client.userId };
    await readyToTest(t, w, client);
    await t.call('sendPersonalJourneyTest', them, w.csm.token);
    await t.call('approvePublish', { ...them, newCycle: true }, w.csm.token);
    await walkJourneyTo(t, 5, client);
    type Journey = { personaljourney: { currentStep: number } };
    const stepOf = async () => (await t.call<Journey>('getPersonalJourneyData', them, w.csm.token)).body.personaljourney.currentStep;
    expect(await stepOf()).toBe(5);

    const back = await t.call<Published>('newPersonalJourneyPublish', them, w.csm.token);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.publish).toMatchObject({ status: 'new', isPublish: false, lastTestId: null });
    expect(await stepOf()).toBe(4);
    const [returned] = (await t.app.store.readStream(`journey-${client.userId}`)).slice(-1);
    expect(returned).toMatchObject({ type: 'JourneyStepReturned', data: { from: 5, to: 4 }, metadata: { actor: w.csm.userId, onBehalfOf: client.userId } });

    // the history, newest first: the journey back on step 4, after the new publish record
    type History = { list: { type: string; actor: { name: string | null } | null; change: { key: string; params: Record<string, unknown> } }[] };
    let history: History = { list: [] };
    for (let i = 0; i < 100 && !history.list.some((e) => e.type === 'JourneyStepReturned'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      history = (await t.call<History>('getPersonalJourneyHistory', { objectId: client.userId, pageSize: 100 }, w.csm.token)).body;
    }
    expect(history.list.slice(0, 3).map((e) => [e.type, e.change.key, e.change.params, e.actor?.name])).toEqual([
      ['JourneyStepReturned', 'journey.stepReturned', { from: 5, to: 4 }, 'Dana Coach'],
      ['NewPublishStarted', 'publishing.newPublish', {}, 'Dana Coach'],
      ['JourneyStepFinished', 'journey.stepFinished', { from: 4, to: 5 }, 'Lior Client'],
    ]);

    // on the Test Email step again: a new test, then approval; back to test there leaves the step alone
    expect((await t.call('sendPersonalJourneyTest', them, w.csm.token)).status).toBe(200);
    expect((await t.call('newPersonalJourneyPublish', them, w.csm.token)).status).toBe(200);
    expect(await stepOf()).toBe(4);
    expect((await t.app.store.readStream(`journey-${client.userId}`)).filter((e) => e.type === 'JourneyStepReturned')).toHaveLength(1);
  });

  it('simulates a publish to chosen addresses', async () => {
    const client = await newClient('Gal');
    await readyToTest(t, w, client);
    const tested = await t.call<Published>('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    const simulated = await t.call<{ message: string }>('simulatePublish', { publishId: tested.body.publish.publishId, emailsToSimulate: ['sim@jobhunt.test'] }, w.csm.token);
    expect(simulated.body.message).toBe('Email sent');
    const [mail] = await t.mailsTo('sim@jobhunt.test');
    expect(mail!.subject).toBe('Senior backend engineer');
    expect((await t.call('simulatePublish', { publishId: 'nope', emailsToSimulate: ['sim@jobhunt.test'] }, w.csm.token)).status).toBe(404);
    expect((await t.call('simulatePublish', { publishId: tested.body.publish.publishId, emailsToSimulate: ['sim@jobhunt.test'] }, client.token)).status).toBe(403);
  });

  it('refuses clients the staff calls, and clients acting for another client', async () => {
    for (const call of ['approvePublish', 'pausePublish', 'declinePublish', 'newPersonalJourneyPublish', 'changeAutoPutOnPublishList'])
      expect((await t.call(call, { userId: w.client.userId, reason: 'r', autoPutOnPublishList: true }, w.client.token)).status, call).toBe(403);
    expect((await t.call<Failure>('sendPersonalJourneyTest', { userId: w.client.userId }, w.other.token)).body.error).toBe('Only staff may act for another person');
    expect((await t.call<Failure>('startPersonalJourneyPublish', { userId: w.client.userId, beginPublish: AS_SOON_AS_POSSIBLE }, w.other.token)).status).toBe(403);
    // staff cannot publish someone who is not a client
    expect((await t.call<Failure>('approvePublish', { userId: w.seeker.userId }, w.csm.token)).body.error).toBe('This person is not a journey client');
  });
});
