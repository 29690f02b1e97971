import { aboutClients, defineAccessRows, type MatrixIds, type PrepareStep } from '../../core/access-matrix';
import { offersCalls } from './calls';

// Each caller names themselves (self); where there is no self (the acts-for test) the call names
// someoneElse, whom staff act for and a client may not (ActsForOthers); staff naming themselves are
// no journey client.
const forOther = (ids: MatrixIds) => ({ userId: ids.self || ids.someoneElse });

const job = { type: 'Before Service', title: 'Analyst', company: 'Acme' };
const offer = { company: 'Acme', title: 'Analyst' };
type Listed = { talentJobs?: { _id: string }[]; talentOffers?: { _id: string }[]; talentProjects?: { _id: string }[] };
const firstId = (answer: Record<string, unknown> | undefined, list: keyof Listed) => ((answer as Listed | undefined)?.[list] ?? [])[0]?._id ?? '';
const step = (call: string, body: PrepareStep['body']): PrepareStep => ({ call, as: 'admin', body });
const forThem = (ids: MatrixIds) => ({ userId: ids.someoneElse });

export const offersAccess = defineAccessRows(offersCalls, {
  getTalentJobsAndOffers: { expect: aboutClients(200), body: forOther },
  addTalentJob: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), newJobData: job }) },
  // nobody has a job named so: the caller gets past the access rule to the rule that it must exist
  editDeleteTalentJob: {
    expect: aboutClients(404),
    body: (ids) => ({ ...forOther(ids), editId: 'no-such-job', isDelete: true }),
    actsFor: { prepare: [step('addTalentJob', (ids) => ({ ...forThem(ids), newJobData: job }))], body: (ids, answers) => ({ ...forThem(ids), editId: firstId(answers[0], 'talentJobs'), newJobData: { ...job, company: 'Other' } }) },
  },
  getLastTalentJob: { expect: aboutClients(200), body: forOther },
  createEditTalentOffer: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), newData: offer }) },
  talentSignedOffer: {
    expect: aboutClients(404),
    body: (ids) => ({ ...forOther(ids), offer: 'no-such-offer', startDate: '2030-01-01' }),
    actsFor: { prepare: [step('createEditTalentOffer', (ids) => ({ ...forThem(ids), newData: offer }))], body: (ids, answers) => ({ ...forThem(ids), offer: firstId(answers[0], 'talentOffers'), startDate: '2030-01-01' }) },
  },
  getTalentProjects: { expect: aboutClients(200), body: forOther },
  createEditTalentProject: { expect: aboutClients(200), body: (ids) => ({ ...forOther(ids), newData: { title: 'Open-source CLI', link: 'https://example.com/cli' } }) },
});
