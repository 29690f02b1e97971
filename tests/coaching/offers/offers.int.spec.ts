import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersStreamId } from '../../../contracts/coaching/offers/ids';
import { offersMessages as m } from '../../../contracts/coaching/offers/messages';
import type { TalentJob, TalentOffer, TalentProject } from '../../../contracts/coaching/offers/offers';
import type { OfferRates } from '../../../contracts/coaching/offers/salary';
import type { TestApp } from '../../support/test-app';
import { activeClient, coachingCast, personWith, type Person } from '../journey/journey-support';

// Jobs, offers and side projects over HTTP: who may see and change them, and each rule.
let t: TestApp, admin: Person, coach: Person, client: Person, other: Person;
beforeAll(async () => void ({ t, admin, coach, client, other } = await coachingCast({ OFFER_RATES: '2026-01-01 USD=4 EUR=5 GBP=6 HOURS=200' })));
afterAll(() => t?.stop());

type JobsAndOffers = { talentJobs: TalentJob[]; talentOffers: TalentOffer[]; rates: OfferRates };
type Offers = { talentOffers: TalentOffer[]; _id: string | null };
type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
const issuesOf = (body: unknown) => ((body as Refusal).issues ?? []).map((i) => [i.path, i.message]);
const streamTypes = async (userId: string) => (await t.app.store.readStream(offersStreamId(userId))).map((e) => e.type);
const fullOffer = {
  company: 'Initech', title: 'Senior Analyst', seniority: 'Senior', firstSalaryOffer: 5000, firstSalaryOfferCurrency: 'USD', finalSalary: 24000,
  clearJobDefenition: 'Payments analytics', food: 'Cibus', hybridDays: '2',
};

describe('jobs', () => {
  it('adds a job with the After Service, ILS and MONTH defaults, and lists it', async () => {
    const added = await t.call<{ talentJobs: TalentJob[] }>('addTalentJob', { newJobData: { title: 'Data Analyst', company: 'Globex', salary: 18000, dateStart: '2024-02-01' } }, client.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.talentJobs).toEqual([expect.objectContaining({ type: 'After Service', title: 'Data Analyst', company: 'Globex', salary: 18000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', deleteObject: false, offerId: null })]);
    const read = await t.call<JobsAndOffers>('getTalentJobsAndOffers', {}, client.token);
    expect(read.body.talentJobs.map((j) => j.title)).toEqual(['Data Analyst']);
  });

  it('requires a professional title and a known type, saying what to fix, and appends nothing', async () => {
    const before = await streamTypes(other.userId);
    const untitled = await t.call('addTalentJob', { newJobData: { company: 'Globex' } }, other.token);
    expect(untitled.status).toBe(400);
    expect(issuesOf(untitled.body)).toEqual([['newJobData.title', m.TalentJobTitleRequired]]);
    const badType = await t.call('addTalentJob', { newJobData: { title: 'x', type: 'Forever' } }, other.token);
    expect(badType.status).toBe(400);
    expect(await streamTypes(other.userId)).toEqual(before);
  });

  it('edits and deletes a job, refusing one that is not there', async () => {
    const { body } = await t.call<{ talentJobs: TalentJob[] }>('addTalentJob', { newJobData: { type: 'Safety Net', title: 'Analyst' } }, other.token);
    const id = body.talentJobs[0]!._id;
    const edited = await t.call<{ talentJobs: TalentJob[] }>('editDeleteTalentJob', { editId: id, newJobData: { type: 'Safety Net', title: 'Lead Analyst', salary: 30, salaryFrequency: 'HOUR' } }, other.token);
    expect(edited.body.talentJobs[0]).toMatchObject({ _id: id, title: 'Lead Analyst', salary: 30, salaryFrequency: 'HOUR' });
    const noData = await t.call('editDeleteTalentJob', { editId: id }, other.token);
    expect(noData.status).toBe(400);
    expect(issuesOf(noData.body)).toEqual([['newJobData', m.TalentJobDataRequired]]);
    const deleted = await t.call<{ talentJobs: TalentJob[] }>('editDeleteTalentJob', { editId: id, isDelete: true }, other.token);
    expect(deleted.body.talentJobs).toEqual([]);
    const again = await t.call<Refusal>('editDeleteTalentJob', { editId: id, isDelete: true }, other.token);
    expect([again.status, again.body.error]).toEqual([404, m.TalentJobNotFound]);
  });

  it('answers the latest job by start date', async () => {
    const person = await personWith(t, admin, activeClient);
    expect((await t.call('getLastTalentJob', {}, person.token)).body).toEqual({ talentJob: null });
    await t.call('addTalentJob', { newJobData: { title: 'Old', dateStart: '2020-01-01' } }, person.token);
    await t.call('addTalentJob', { newJobData: { title: 'Newest', dateStart: '2025-01-01' } }, person.token);
    await t.call('addTalentJob', { newJobData: { title: 'Undated' } }, person.token);
    expect((await t.call<{ talentJob: TalentJob }>('getLastTalentJob', {}, person.token)).body.talentJob.title).toBe('Newest');
  });
});

describe('offers', () => {
  it('takes company and title on the light form, and every required field on the full one', async () => {
    const light = await t.call<Offers>('createEditTalentOffer', { newData: { company: 'Hooli', title: 'Analyst' } }, client.token);
    expect(light.status, JSON.stringify(light.body)).toBe(200);
    expect(light.body.talentOffers.find((o) => o._id === light.body._id)).toMatchObject({ company: 'Hooli', firstSalaryOffer: null, firstSalaryOfferCurrency: 'ILS', finalSalaryFrequency: 'MONTH', signed: false });
    const emptyLight = await t.call('createEditTalentOffer', { newData: {} }, client.token);
    expect(issuesOf(emptyLight.body)).toEqual([
      ['newData.company', m.OfferCompanyRequired],
      ['newData.title', m.OfferTitleRequired],
    ]);
    const full = await t.call('createEditTalentOffer', { newData: { company: 'Hooli', title: 'Analyst' }, variant: 'full' }, client.token);
    expect(issuesOf(full.body)).toEqual([
      ['newData.seniority', m.OfferSeniorityRequired],
      ['newData.firstSalaryOffer', m.OfferFirstSalaryRequired],
      ['newData.finalSalary', m.OfferFinalSalaryRequired],
      ['newData.clearJobDefenition', m.OfferJobDefinitionRequired],
    ]);
    // an offer from an interview is the full form unless the caller says otherwise
    const fromInterview = await t.call('createEditTalentOffer', { newData: { company: 'Hooli', title: 'Analyst', interviewId: 'i-1' } }, client.token);
    expect(fromInterview.status).toBe(400);
    const saved = await t.call<Offers>('createEditTalentOffer', { newData: { ...fullOffer, interviewId: 'i-1' } }, client.token);
    expect(saved.body.talentOffers.find((o) => o._id === saved.body._id)).toMatchObject({ interviewId: 'i-1', food: 'Cibus', hybridDays: '2', bonuses: '', firstSalaryOfferCurrency: 'USD' });
  });

  it('edits an offer, deletes an unsigned one, and never shows one client another’s offers', async () => {
    const { body } = await t.call<Offers>('createEditTalentOffer', { newData: { company: 'Umbrella', title: 'BI' } }, other.token);
    const id = body._id!;
    const edited = await t.call<Offers>('createEditTalentOffer', { newData: { _id: id, company: 'Umbrella Corp', title: 'BI' } }, other.token);
    expect(edited.body.talentOffers.find((o) => o._id === id)?.company).toBe('Umbrella Corp');
    const mine = await t.call<JobsAndOffers>('getTalentJobsAndOffers', {}, client.token);
    expect(mine.body.talentOffers.map((o) => o.company)).not.toContain('Umbrella Corp');
    // a client naming another client is refused; editing another's offer id finds nothing
    expect((await t.call('getTalentJobsAndOffers', { userId: other.userId }, client.token)).status).toBe(403);
    expect((await t.call('createEditTalentOffer', { newData: { _id: id, company: 'Mine now', title: 'BI' } }, client.token)).status).toBe(404);
    const deleted = await t.call<Offers>('createEditTalentOffer', { newData: { _id: id, isDelete: true } }, other.token);
    expect(deleted.body.talentOffers.map((o) => o._id)).not.toContain(id);
  });

  it('answers the dated rates of OFFER_RATES with the offers', async () => {
    const res = await t.call<JobsAndOffers>('getTalentJobsAndOffers', {}, client.token);
    expect(res.body.rates).toEqual({ date: '2026-01-01', base: 'ILS', rates: { ILS: 1, USD: 4, EUR: 5, GBP: 6 }, hoursPerMonth: 200 });
  });
});

describe('signing an offer', () => {
  it('turns the offer into a job from the start date and sets the journey’s signedDate, once', async () => {
    const person = await personWith(t, admin, activeClient);
    const { body } = await t.call<Offers>('createEditTalentOffer', { newData: fullOffer, variant: 'full' }, person.token);
    const noDate = await t.call('talentSignedOffer', { offer: body._id }, person.token);
    expect(noDate.status).toBe(400);
    expect(issuesOf(noDate.body)).toEqual([['startDate', m.SignStartDateRequired]]);
    const signed = await t.call<JobsAndOffers & { signedDate: string }>('talentSignedOffer', { offer: { _id: body._id, company: 'Initech' }, startDate: '2027-01-01' }, person.token);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(signed.body.signedDate).toBe(today);
    expect(signed.body.talentJobs).toEqual([expect.objectContaining({ type: 'After Service', company: 'Initech', salary: 24000, salaryCurrency: 'ILS', dateStart: '2027-01-01', offerId: body._id })]);
    expect(signed.body.talentOffers[0]).toMatchObject({ signed: true, startDate: '2027-01-01', signedDate: today });
    const journey = await t.call<{ signedDate: string | null }>('getPersonalJourneyData', {}, person.token);
    expect(journey.body.signedDate).toBe(today);
    const twice = await t.call<Refusal>('talentSignedOffer', { offer: body._id, startDate: '2027-02-01' }, person.token);
    expect([twice.status, twice.body.error]).toEqual([409, m.TalentOfferSignedAlready]);
    const remove = await t.call<Refusal>('createEditTalentOffer', { newData: { _id: body._id, isDelete: true } }, person.token);
    expect([remove.status, remove.body.error]).toEqual([409, m.SignedOfferNotDeletable]);
  });

  it('lets staff sign for a client, recording who acted for whom', async () => {
    const person = await personWith(t, admin, activeClient);
    const { body } = await t.call<Offers>('createEditTalentOffer', { userId: person.userId, newData: { company: 'Acme', title: 'PM' } }, coach.token);
    expect(body._id).toBeTruthy();
    const signed = await t.call('talentSignedOffer', { userId: person.userId, offer: body._id, startDate: '2027-03-01', type: 'Safety Net' }, coach.token);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const events = await t.app.store.readStream(offersStreamId(person.userId));
    expect(events.map((e) => [e.type, e.metadata.actor, e.metadata.onBehalfOf])).toEqual([
      ['TalentOfferAdded', coach.userId, person.userId],
      ['TalentOfferSigned', coach.userId, person.userId],
    ]);
    const seen = await t.call<JobsAndOffers>('getTalentJobsAndOffers', {}, person.token);
    expect(seen.body.talentJobs[0]).toMatchObject({ type: 'Safety Net', company: 'Acme', salary: null });
  });

  it('refuses an offer that is not there', async () => {
    const res = await t.call<Refusal>('talentSignedOffer', { offer: 'nope', startDate: '2027-01-01' }, client.token);
    expect([res.status, res.body.error]).toEqual([404, m.TalentOfferNotFound]);
  });
});

describe('side projects', () => {
  it('adds, edits and deletes projects, with a title and an end after the start', async () => {
    const added = await t.call<{ talentProjects: TalentProject[] }>('createEditTalentProject', { newData: { title: 'SQL linter', link: 'https://example.com/linter', startDate: '2026-10-01' } }, client.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.talentProjects[0]!._id;
    const bad = await t.call('createEditTalentProject', { newData: { title: '', startDate: '2026-10-01', endDate: '2026-09-01', link: 'not a link' } }, client.token);
    expect(issuesOf(bad.body).map(([path]) => path).sort()).toEqual(['newData.endDate', 'newData.link', 'newData.title']);
    const edited = await t.call<{ talentProjects: TalentProject[] }>('createEditTalentProject', { newData: { _id: id, title: 'SQL linter', endDate: '2026-12-01', startDate: '2026-10-01' } }, client.token);
    expect(edited.body.talentProjects[0]).toMatchObject({ _id: id, endDate: '2026-12-01', link: '' });
    expect((await t.call<{ talentProjects: TalentProject[] }>('getTalentProjects', {}, client.token)).body.talentProjects).toHaveLength(1);
    expect((await t.call<{ talentProjects: TalentProject[] }>('getTalentProjects', { userId: client.userId }, coach.token)).body.talentProjects).toHaveLength(1);
    expect((await t.call<{ talentProjects: TalentProject[] }>('getTalentProjects', {}, other.token)).body.talentProjects).toEqual([]);
    const deleted = await t.call<{ talentProjects: TalentProject[] }>('createEditTalentProject', { newData: { _id: id, isDelete: true } }, client.token);
    expect(deleted.body.talentProjects).toEqual([]);
  });
});

describe('who may call', () => {
  it('refuses people who are not active clients or staff', async () => {
    const seeker = await t.signUp();
    expect((await t.call('getTalentJobsAndOffers', {}, seeker.token)).status).toBe(403);
    expect((await t.call('addTalentJob', { newJobData: { title: 'x' } })).status).toBe(401);
  });
});
