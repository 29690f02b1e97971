import { aboutClients, defineAccessRows, signedIn, staff, staffAboutClients, type Expected, type MatrixIds, type MatrixRow, type PrepareStep } from '../../core/access-matrix';
import { publishingCalls } from './calls';
import { AS_SOON_AS_POSSIBLE } from './publishing';

// the client for themselves, or staff for a client
const clientOrStaff = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), journeyClient: e, admin: e, jhAdmin: e, csManager: e });

type Answer = Record<string, unknown>;
const forThem = (ids: MatrixIds) => ({ userId: ids.someoneElse });
const step = (call: string, body: PrepareStep['body'], as: PrepareStep['as'] = 'admin'): PrepareStep => ({ call, as, body });
const lastOf = (answer: Answer | undefined, list: 'resumes' | 'coverLetters') => (answer?.[list] as { id: string; picked: boolean }[] | undefined) ?? [];

// What the person staff act for must have been through, for the acts-for test (contracts/core/access-matrix.ts).
const isClient = step('setAdminUserData', (ids) => ({ userId: ids.someoneElse, data: { isJHUser: true, isActiveJHUser: true } }));
// the journey walked to the Test Email step, where publishing opens: each step before it finished
// (one finished already changes nothing, so the walk holds however far the person went before)
export const toTestEmailStep = [0, 1, 2, 3].map((s) => step('finishPersonalJourneyStep', (ids) => ({ ...forThem(ids), step: s })));
const cv = step('addResume', (ids) => ({ ...forThem(ids), link: 'https://example.com/cv.pdf' }));
const letter = step('addEditCoverLetter', (ids) => ({ ...forThem(ids), coverLetter: { title: 'Cover letter', content: '<p>Hello</p>' } }));
const testAddresses = step('updatePersonalJourneysEmailsToSendTest', () => ({ emailsToSendTest: ['qa@example.com'] }));
const readyToTest = [isClient, ...toTestEmailStep, cv, letter, testAddresses];
const tested = [...readyToTest, step('newPersonalJourneyPublish', forThem), step('sendPersonalJourneyTest', forThem)];

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const publishingAccess = defineAccessRows(publishingCalls, {
  getJourneyPublishing: { expect: aboutClients(200), actsFor: { prepare: [], body: forThem } },
  addResume: { expect: clientOrStaff('validation'), actsFor: { prepare: [isClient], body: (ids) => ({ ...forThem(ids), link: 'https://example.com/cv.pdf' }) } },
  updateResume: {
    expect: clientOrStaff('validation'),
    actsFor: { prepare: [isClient, cv], body: (ids, answers) => ({ ...forThem(ids), id: lastOf(answers[1], 'resumes').at(-1)?.id ?? '', title: `Renamed ${ids.someoneElse}` }) },
  },
  convertGoogleDocsToDocx: { expect: staffAboutClients, actsFor: { prepare: [isClient, cv], body: forThem } },
  convertGoogleDocsToPdf: { expect: staffAboutClients, actsFor: { prepare: [isClient, cv], body: forThem } },
  addEditCoverLetter: { expect: clientOrStaff('validation'), actsFor: { prepare: [isClient], body: (ids) => ({ ...forThem(ids), coverLetter: { title: 'Another', content: '<p>Hi</p>' } }) } },
  handleSaveData: {
    expect: clientOrStaff('validation'),
    actsFor: {
      prepare: [isClient, letter, letter],
      // the letter added last is not the picked one: picking it changes something
      body: (ids, answers) => {
        const letters = lastOf(answers[2], 'coverLetters');
        return { ...forThem(ids), goToNextStep: false, coverLetters: letters.map((c) => ({ id: c.id, picked: c.id === letters.at(-1)?.id })) };
      },
    },
  },
  getCoverLetterChanges: { expect: staff('validation') },
  // the client has nothing to send yet; staff for themselves are no client
  sendPersonalJourneyTest: { expect: aboutClients(409), actsFor: { prepare: readyToTest, body: forThem } },
  startPersonalJourneyPublish: { expect: clientOrStaff('validation'), actsFor: { prepare: tested, body: (ids) => ({ ...forThem(ids), beginPublish: AS_SOON_AS_POSSIBLE }) } },
  approvePublish: { expect: staff('validation'), actsFor: { prepare: tested, body: (ids) => ({ ...forThem(ids), newCycle: true }) } },
  declinePublish: {
    expect: staff('validation'),
    actsFor: { prepare: [...tested, step('startPersonalJourneyPublish', () => ({ beginPublish: AS_SOON_AS_POSSIBLE }), 'someoneElse')], body: (ids) => ({ ...forThem(ids), reason: 'Fix the title' }) },
  },
  pausePublish: { expect: staff('validation'), actsFor: { prepare: [...tested, step('approvePublish', (ids) => ({ ...forThem(ids), newCycle: true }))], body: forThem } },
  newPersonalJourneyPublish: { expect: staff('validation'), actsFor: { prepare: [isClient, ...toTestEmailStep], body: forThem } },
  updatePersonalJourneyPublish: { expect: staffAboutClients, actsFor: { prepare: tested, body: forThem } },
  changeAutoPutOnPublishList: {
    expect: staff('validation'),
    actsFor: { prepare: [...tested, step('changeAutoPutOnPublishList', (ids) => ({ ...forThem(ids), autoPutOnPublishList: true }))], body: (ids) => ({ ...forThem(ids), autoPutOnPublishList: false }) },
  },
  simulatePublish: { expect: staff('validation') },
});
