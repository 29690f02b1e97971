import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { JOURNEY_WATCH } from '../../contracts/core/live';
import { questionnaireIdOf } from '../../contracts/coaching/tracker/ids';
import type { KpisChangedMessage } from '../../contracts/coaching/kpis/live';
import type { ChangeEnvelope } from '../../contracts/core/client-changes';
import { nextMessage } from '../support/next-message';
import type { TestApp } from '../support/test-app';
import { coachingCast, walkJourneyTo, type Person } from './journey/journey-support';

// A journey client's data, live to both sides: whatever staff change for a client (an interview,
// an offer, a CV, a cover letter, the publication) the client's socket hears, with the answer the
// staff member got; whatever the client changes, the staff who have the client open hear; another
// client hears neither, and what only staff may read (the intake questionnaire) reaches staff only.

type Announced = ChangeEnvelope & { call: string; answer: Record<string, unknown> };

let t: TestApp, admin: Person, coach: Person, client: Person, other: Person;
let clientSocket: Socket, coachSocket: Socket, otherSocket: Socket;

const watch = (socket: Socket, userId: string) => new Promise<{ joined: boolean }>((resolve) => socket.emit(JOURNEY_WATCH, { userId }, resolve));
const heard = (socket: Socket, message: string, call: string, about = client.userId) =>
  nextMessage<Announced>(socket, message, (m) => m.userId === about && m.call === call, 5000);
// a message about the client that reaches this socket within the time (it should not)
const leak = (socket: Socket, message: string) => nextMessage<Announced>(socket, message, (m) => m.userId === client.userId, 1500);

async function must<T = Record<string, unknown>>(name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call<T>(name, body, token);
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

beforeAll(async () => {
  ({ t, admin, coach, client, other } = await coachingCast());
  clientSocket = await t.socket(client.token);
  coachSocket = await t.socket(coach.token);
  otherSocket = await t.socket(other.token);
  expect(await watch(coachSocket, client.userId)).toEqual({ joined: true });
  // another client may not follow this one
  expect(await watch(otherSocket, client.userId)).toEqual({ joined: false });
  await must('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@jobhunt.test'] }, admin.token);
});
afterAll(() => t?.stop());

const interview = (company: string) => ({ company, title: 'Backend Developer', titleGroup: 'Backend Developer', seniorityLevel: 'Senior', interviewDate: '2030-03-01', reviewFreeText: 'Met the team' });
const cv = 'https://docs.google.com/document/d/abcdefghijklmnop/edit';

// Each kind of change, as staff make it for the client and as the client makes it: the message it
// is told in, the call, and what the answer told holds.
const kinds = [
  {
    kind: 'an interview',
    message: 'tracker.changed',
    call: 'createEditTalentInterview',
    body: (company: string) => ({ newData: interview(company) }),
    holds: (answer: Record<string, unknown>, company: string) => expect(answer.interviews).toContainEqual(expect.objectContaining({ company })),
  },
  {
    kind: 'an offer',
    message: 'offers.changed',
    call: 'createEditTalentOffer',
    body: (company: string) => ({ newData: { company, title: 'Analyst' } }),
    holds: (answer: Record<string, unknown>, company: string) => expect(answer.talentOffers).toContainEqual(expect.objectContaining({ company })),
  },
  {
    kind: 'a CV',
    message: 'publishing.changed',
    call: 'addResume',
    body: (title: string) => ({ title, link: cv }),
    holds: (answer: Record<string, unknown>, title: string) => expect(answer.resumes).toContainEqual(expect.objectContaining({ title })),
  },
  {
    kind: 'a cover letter',
    message: 'publishing.changed',
    call: 'addEditCoverLetter',
    body: (title: string) => ({ coverLetter: { title, content: '<p>Hello recruiters</p>' } }),
    holds: (answer: Record<string, unknown>, title: string) => expect(answer.coverLetters).toContainEqual(expect.objectContaining({ title })),
  },
] as const;

describe("staff change a client's data: the client hears it", () => {
  for (const k of kinds) {
    it(`tells the client of ${k.kind} staff added, with the answer and who added it; another client hears nothing`, async () => {
      const name = `Staff ${k.call}`;
      const toClient = heard(clientSocket, k.message, k.call);
      const toOther = leak(otherSocket, k.message);
      await must(k.call, { ...k.body(name), userId: client.userId }, coach.token);
      const message = await toClient;
      expect(message).toMatchObject({ userId: client.userId, by: { id: coach.userId, name: 'Dana Coach', staff: true }, position: expect.stringMatching(/^\d+$/) });
      k.holds(message.answer, name);
      await expect(toOther).rejects.toThrow(/no .* message/);
    });
  }

  it("tells the client of their publication moving (a test sent, publishing approved)", async () => {
    // publishing opens at the Test Email step
    await walkJourneyTo(t, 4, coach, client.userId);
    const tested = heard(clientSocket, 'publishing.changed', 'sendPersonalJourneyTest');
    await must('sendPersonalJourneyTest', { userId: client.userId }, coach.token);
    expect((await tested).answer).toMatchObject({ publish: { status: 'tested' } });
    const approved = heard(clientSocket, 'publishing.changed', 'approvePublish');
    const toOther = leak(otherSocket, 'publishing.changed');
    await must('approvePublish', { userId: client.userId, newCycle: true }, coach.token);
    expect(await approved).toMatchObject({ change: 'PublishApproved', by: { id: coach.userId, staff: true }, answer: { publish: { status: 'approved' }, cycles: [expect.anything()] } });
    await expect(toOther).rejects.toThrow(/no publishing.changed message/);
  });

  it("tells the client their KPIs moved once the KPI read model has the change", async () => {
    const kpis = nextMessage<KpisChangedMessage>(clientSocket, 'kpis.changed', (m) => m.userId === client.userId, 5000);
    await must('createEditTalentInterview', { newData: interview('Globex'), userId: client.userId }, coach.token);
    expect(await kpis).toMatchObject({ position: expect.stringMatching(/^\d+$/) });
  });
});

describe('a client changes their own data: the staff who have them open hear it', () => {
  for (const k of kinds) {
    it(`tells the coach watching the client of ${k.kind} the client added; another client hears nothing`, async () => {
      const name = `Own ${k.call}`;
      const toCoach = heard(coachSocket, k.message, k.call);
      const toOther = leak(otherSocket, k.message);
      await must(k.call, k.body(name), client.token);
      const message = await toCoach;
      expect(message).toMatchObject({ userId: client.userId, by: { id: client.userId, name: 'Noa Client', staff: false } });
      k.holds(message.answer, name);
      await expect(toOther).rejects.toThrow(/no .* message/);
    });
  }

  it('stops telling a coach who closed the client', async () => {
    const later = await t.socket(coach.token);
    expect(await watch(later, client.userId)).toEqual({ joined: true });
    later.emit('journey.unwatch', { userId: client.userId });
    const stillOpen = heard(coachSocket, 'tracker.changed', 'createEditTalentInterview');
    const closed = leak(later, 'tracker.changed');
    await must('createEditTalentInterview', { newData: interview('Initech') }, client.token);
    await stillOpen;
    await expect(closed).rejects.toThrow(/no tracker.changed message/);
  });
});

describe('what only staff read', () => {
  it("tells the staff watching of an answer in the intake questionnaire, and not the client", async () => {
    const questionnaire = await must<{ questionnaire: { _id: string } | null }>('getQuestionnaire', { userId: client.userId }, coach.token);
    const toCoach = heard(coachSocket, 'tracker.changed', 'setQuestionnaireFieldAndComments');
    const toClient = leak(clientSocket, 'tracker.changed');
    await must('setQuestionnaireFieldAndComments', { userId: client.userId, questionnaireId: questionnaire.questionnaire?._id ?? questionnaireIdOf(client.userId), fieldName: 'city', value: 'Haifa', comment: 'Open to Tel Aviv' }, coach.token);
    expect((await toCoach).answer).toMatchObject({ questionnaire: { city: 'Haifa' } });
    await expect(toClient).rejects.toThrow(/no tracker.changed message/);
  });
});
