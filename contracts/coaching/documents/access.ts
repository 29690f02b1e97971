import { aboutClients, defineAccessRows, signedIn, staff, staffAboutClients, type Expected, type MatrixIds, type MatrixRow, type PrepareStep } from '../../core/access-matrix';
import { documentsCalls } from './calls';

// the client for themselves, or staff for a client
export const clientOrStaff = (e: Expected): MatrixRow['expect'] => ({ ...signedIn(403), journeyClient: e, admin: e, jhAdmin: e, csManager: e });

type Answer = Record<string, unknown>;
export const forThem = (ids: MatrixIds) => ({ userId: ids.someoneElse });
export const step = (call: string, body: PrepareStep['body'], as: PrepareStep['as'] = 'admin'): PrepareStep => ({ call, as, body });
const lastOf = (answer: Answer | undefined, list: 'resumes' | 'coverLetters') => (answer?.[list] as { id: string; picked: boolean }[] | undefined) ?? [];

// What the person staff act for must have been through, for the acts-for test (contracts/core/access-matrix.ts);
// the publication's steps build on these.
export const isClient = step('setAdminUserData', (ids) => ({ userId: ids.someoneElse, data: { isJHUser: true, isActiveJHUser: true } }));
export const cv = step('addResume', (ids) => ({ ...forThem(ids), link: 'https://example.com/cv.pdf' }));
export const letter = step('addEditCoverLetter', (ids) => ({ ...forThem(ids), coverLetter: { title: 'Cover letter', content: '<p>Hello</p>' } }));

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const documentsAccess = defineAccessRows(documentsCalls, {
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
});
