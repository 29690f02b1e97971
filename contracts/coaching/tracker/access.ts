import { aboutClients, defineAccessRows, staff, staffAboutClients, type Expected, type MatrixIds, type MatrixRow, type PrepareStep } from '../../core/access-matrix';
import { toTestEmailStep } from '../publication/access';
import { trackerCalls } from './calls';

// Active journey clients for themselves, staff for anyone (the caller's self, or someoneElse where
// there is no self). A journey user not yet active and everyone else are refused by the access rule;
// staff naming themselves are no journey client.
const clientsAndStaff = (e: Expected): MatrixRow['expect'] => ({ ...staff(e), journeyClient: e });
const forOther = (ids: MatrixIds) => ({ userId: ids.self || ids.someoneElse });
const forThem = (ids: MatrixIds) => ({ userId: ids.someoneElse });

type Answer = Record<string, unknown>;
const step = (call: string, body: PrepareStep['body']): PrepareStep => ({ call, as: 'admin', body });

export const sampleInterview = {
  company: 'Acme Analytics',
  title: 'Backend Developer',
  titleGroup: 'Backend Developer',
  seniorityLevel: 'Senior',
  interviewDate: '2030-05-04',
  type: 'HR Interview',
  reviewFreeText: 'Talked about the team and the product',
} as const;

const interviewOf = (answer: Answer | undefined): string => ((answer?.interview as { _id?: string } | undefined)?._id ?? '');
const cycleOf = (answer: Answer | undefined): string => ((answer?.cycles as { _id: string }[] | undefined)?.[0]?._id ?? '');

const anInterview = step('createEditTalentInterview', (ids) => ({ ...forThem(ids), newData: sampleInterview }));
// a publication cycle for the person named: a client at the Test Email step with a CV and cover letter, tested, approved
const aCycle = [
  step('setAdminUserData', (ids) => ({ userId: ids.someoneElse, data: { isJHUser: true, isActiveJHUser: true } })),
  ...toTestEmailStep,
  step('addResume', (ids) => ({ ...forThem(ids), link: 'https://example.com/cv.pdf' })),
  step('addEditCoverLetter', (ids) => ({ ...forThem(ids), coverLetter: { title: 'Cover letter', content: '<p>Hello</p>' } })),
  step('updatePersonalJourneysEmailsToSendTest', () => ({ emailsToSendTest: ['qa@example.com'] })),
  step('newPersonalJourneyPublish', forThem),
  step('sendPersonalJourneyTest', forThem),
  step('approvePublish', (ids) => ({ ...forThem(ids), newCycle: true })),
];

export const trackerAccess = defineAccessRows(trackerCalls, {
  getInterviewsForUser: { expect: aboutClients(200), body: forOther },
  createEditTalentInterview: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), newData: sampleInterview }) },
  // each caller added an interview at Acme Analytics above
  editTalentInterviewStatus: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), company: sampleInterview.company, newStatus: 'In process' }), actsFor: { prepare: [anInterview], body: (ids) => ({ ...forThem(ids), company: sampleInterview.company, newStatus: 'In process' }) } },
  editTalentInterviews: {
    expect: aboutClients(200),
    body: (ids) => ({ ...forOther(ids), company: sampleInterview.company, newData: { feedback: 'They chose someone else' } }),
    actsFor: { prepare: [anInterview], body: (ids) => ({ ...forThem(ids), company: sampleInterview.company, newData: { feedback: 'They chose someone else' } }) },
  },
  addEditInterviewComment: {
    expect: staffAboutClients,
    body: (ids) => ({ ...forOther(ids), interviewId: 'no-such-interview', kind: 'manager', content: 'Prepare the system design' }),
    actsFor: { prepare: [anInterview], body: (ids, answers) => ({ ...forThem(ids), interviewId: interviewOf(answers[0]), kind: 'manager', content: 'Prepare the system design' }) },
  },
  addEditInterviewCommentNew: {
    expect: staffAboutClients,
    body: (ids) => ({ ...forOther(ids), journeyId: forOther(ids).userId, editedComment: { title: 'Cycle summary', date: '2030-05-04', comment: 'A good first cycle' } }),
  },
  changeCycleComment: {
    expect: staffAboutClients,
    body: (ids) => ({ ...forOther(ids), id: 'no-such-cycle', comment: 'Few answers: change the title' }),
    actsFor: { prepare: aCycle, body: (ids, answers) => ({ ...forThem(ids), id: cycleOf(answers.at(-1)), comment: 'Few answers: change the title' }) },
  },
  changeCycleRating: {
    expect: aboutClients(404),
    body: (ids) => ({ ...forOther(ids), id: 'no-such-cycle', rating: 4 }),
    actsFor: { prepare: aCycle, body: (ids, answers) => ({ ...forThem(ids), id: cycleOf(answers.at(-1)), rating: 4 }) },
  },
  getCompaniesOptions: { expect: clientsAndStaff(200), body: () => ({ search: 'Ac' }) },
  getTitlesOptions: { expect: clientsAndStaff(200) },
  getTimelineDataForUser: { expect: aboutClients(200), body: forOther },
  getQuestionnaire: { expect: staffAboutClients, body: forOther },
  setQuestionnaireFieldAndComments: {
    expect: staffAboutClients,
    body: (ids) => ({ ...forOther(ids), questionnaireId: forOther(ids).userId, fieldName: 'city', value: 'Haifa', comment: 'Open to Tel Aviv too' }),
  },
});
