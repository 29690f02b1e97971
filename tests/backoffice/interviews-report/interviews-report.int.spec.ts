import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportInterview } from '../../../contracts/backoffice/interviews-report/calls';
import { sampleInterview } from '../../../contracts/coaching/tracker/access';
import { startTestApp, type TestApp } from '../../support/test-app';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';

// The interviews report (/interviews-report) through HTTP: who reads it, its range, search, file
// and weekly totals.
type Report = { data: ReportInterview[]; count: number };
const DAY = 86_400_000;

let t: TestApp;
let admin: Person, coach: Person, noa: Person, omer: Person;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

const interview = async (client: Person, company: string, daysAgo: number, extra: Record<string, unknown> = {}) => {
  const res = await t.call('createEditTalentInterview', { userId: client.userId, newData: { ...sampleInterview, company, interviewDate: day(daysAgo), ...extra } }, coach.token);
  if (res.status !== 200) throw new Error(`the interview was not added: ${JSON.stringify(res.body)}`);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true }, { first_name: 'Dana', last_name: 'Coach' });
  noa = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Shapiro' });
  omer = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Peretz' });
  await interview(noa, 'Wix', 3, { interviewerName: 'Dafna Levi' });
  await interview(noa, 'Monday', 10);
  await interview(omer, 'Gong', 12);
  await interview(omer, 'Ancient', 500);
  await interview(omer, 'Future', -20);
});
afterAll(async () => {
  await t?.stop();
});

const report = (body: Record<string, unknown>, token = coach.token) => t.call<Report>('getInterviewsReportData', body, token);
const companies = (r: Report) => r.data.map((i) => i.company);

describe('the interviews report', () => {
  it('lists every client’s interviews from one year back with no end, latest first, with the client', async () => {
    const res = await report({});
    expect(res.status).toBe(200);
    expect(companies(res.body)).toEqual(['Future', 'Wix', 'Monday', 'Gong']);
    expect(res.body.data[1]).toMatchObject({ clientName: 'Noa Shapiro', clientEmail: noa.email, title: sampleInterview.title, type: 'HR Interview', interviewerName: 'Dafna Levi', position: 1 });
    expect(res.body.data[1]!.clientSummary).toEqual([expect.objectContaining({ content: sampleInterview.reviewFreeText, by: 'Noa Shapiro', isAdmin: false })]);
  });

  it('takes a range of days and a search', async () => {
    expect(companies((await report({ extraSearch: { from: day(11), to: day(0) } })).body)).toEqual(['Wix', 'Monday']);
    expect(companies((await report({ extraSearch: { from: day(600) }, search: 'peretz', fieldsToSearch: ['clientName'] })).body)).toEqual(['Future', 'Gong', 'Ancient']);
    expect(companies((await report({ search: 'dafna' })).body)).toEqual(['Wix']);
  });

  it('counts the interviews of each week, Sunday to Saturday, the empty weeks between with 0', async () => {
    const res = await t.call<{ data: { _id: string; total: number }[] }>('getInterviewsReportDataStats', { extraSearch: { from: day(11), to: day(0) } }, coach.token);
    expect(res.status).toBe(200);
    const weeks = res.body.data;
    expect(weeks.reduce((n, w) => n + w.total, 0)).toBe(2);
    for (const w of weeks) expect(new Date(`${w._id}T00:00:00Z`).getUTCDay()).toBe(0);
    for (let i = 1; i < weeks.length; i++) expect(Date.parse(weeks[i]!._id) - Date.parse(weeks[i - 1]!._id)).toBe(7 * DAY);
    expect((await t.call<{ data: unknown[] }>('getInterviewsReportDataStats', { search: 'nothing like this' }, coach.token)).body.data).toEqual([]);
  });

  it('exports the search as the Interviews file', async () => {
    const res = await fetch(`${t.app.url}/api/getInterviewsReportData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${coach.token}` },
      body: JSON.stringify({ search: 'wix', fieldsToSearch: ['company'] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Interviews-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await res.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.startsWith('"Interview date","Client","Client email","Company","Company site","Title"')).toBe(true);
    expect(rows[1]).toContain(`"Noa Shapiro","${noa.email}","Wix"`);
    expect(rows[1]).toContain(`"${sampleInterview.reviewFreeText}"`);
  });

  it('answers staff only', async () => {
    const seeker = await t.signUp();
    for (const caller of [seeker, noa]) {
      expect((await report({}, caller.token)).status).toBe(403);
      expect((await t.call('getInterviewsReportDataStats', {}, caller.token)).status).toBe(403);
    }
    expect((await t.call('getInterviewsReportData', {})).status).toBe(401);
  });
});
