import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundJob } from '../../../contracts/backoffice/jobs-found/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';

// The jobs found table (/jobs-found) through HTTP: what it lists, its search, pages and file.
type Jobs = { data: FoundJob[]; count: number };

let t: TestApp;
let admin: Person, coach: Person, noa: Person, omer: Person;

const addJob = async (client: Person, job: Record<string, unknown>) => {
  const res = await t.call('addTalentJob', { userId: client.userId, newJobData: job }, coach.token);
  if (res.status !== 200) throw new Error(`the job was not added: ${JSON.stringify(res.body)}`);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true });
  noa = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Shapiro' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Peretz' });
  await addJob(noa, { type: 'Before Service', title: 'Analyst', company: 'Old Co' });
  await addJob(noa, { type: 'Safety Net', title: 'Consultant', company: 'Vandelay', salary: 250, salaryFrequency: 'HOUR' });
  const offer = await t.call<{ talentOffers: { _id: string }[] }>('createEditTalentOffer', { userId: omer.userId, newData: { company: 'Acme', title: 'Senior PM', finalSalary: 29500 } }, coach.token);
  const signed = await t.call('talentSignedOffer', { userId: omer.userId, offer: offer.body.talentOffers[0]!._id, startDate: '2030-01-01' }, coach.token);
  if (signed.status !== 200) throw new Error(`the offer was not signed: ${JSON.stringify(signed.body)}`);
});
afterAll(async () => {
  await t?.stop();
});

const jobs = (body: Record<string, unknown>, token = coach.token) => t.call<Jobs>('getJobsFoundData', body, token);

describe('the jobs found table', () => {
  it('lists the offers signed and the jobs found during the service, newest first, not those held before it', async () => {
    const res = await jobs({});
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((j) => [j.company, j.clientName, j.signed])).toEqual([
      ['Acme', 'Omer Peretz', true],
      ['Vandelay', 'Noa Shapiro', false],
    ]);
    expect(res.body.data[0]).toMatchObject({ title: 'Senior PM', type: 'After Service', startDate: '2030-01-01', salary: { value: 29500, currency: 'ILS', frequency: 'MONTH' }, clientEmail: omer.email });
  });

  it('searches and pages', async () => {
    expect((await jobs({ search: 'vandelay' })).body.data.map((j) => j.company)).toEqual(['Vandelay']);
    expect((await jobs({ search: 'peretz', fieldsToSearch: ['company'] })).body.count).toBe(0);
    const second = await jobs({ pageSize: 25, page: 2 });
    expect(second.body).toMatchObject({ count: 2, data: [] });
  });

  it('exports the search as a file, the salary as the screen shows it', async () => {
    const res = await fetch(`${t.app.url}/api/getJobsFoundData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${coach.token}` },
      body: JSON.stringify({ search: 'acme' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="jobs-found-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await res.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows[0]).toBe('"Found","Client","Client email","Company","Title","Seniority","Salary","Start date","Kind","Signed offer","Job id"');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"Omer Peretz","${omer.email}","Acme","Senior PM"`);
    expect(rows[1]).toContain('"01.01.2030","After Service"');
  });

  it('answers staff only', async () => {
    const seeker = await t.signUp();
    for (const caller of [seeker, noa]) expect((await jobs({}, caller.token)).status).toBe(403);
    expect((await t.call('getJobsFoundData', {})).status).toBe(401);
  });
});
