import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatData, DashboardStats, JhStatistics, MainDashboard } from '../../../contracts/backoffice/statistics/figures';
import { encode } from '../../../contracts/events';
import { personWith } from '../../coaching/journey/journey-support';
import { signUpAdmin } from '../../marketplace/credits-support';
import { startTestApp, type TestApp } from '../../support/test-app';
import { storedJobOf } from './stored-job';

// The staff's statistics over HTTP: the figures of a known history, week by week over a range, the
// range's rules, and who may read them.
let t: TestApp;
let admin: { token: string; userId: string };
let staff: { token: string; userId: string };

const given = async (streamId: string, events: { type: string; data: Record<string, unknown> }[]) => {
  const { position } = await t.app.store.append(streamId, events.map((e) => encode(e, { correlationId: 'given' })));
  expect(await t.app.runner!.waitFor(position, 10_000, ['statistics'])).toBe(true);
};
const registered = (lookingforwork: boolean, registeredAt: string) => {
  const userId = randomUUID();
  return { type: 'UserRegistered', data: { userId, email: `${userId}@stats.test`, first_name: 'A', last_name: 'B', lookingforwork, isAdmin: false, card_color: 1, source: 'test', registeredAt, confirmationWanted: false } };
};
const pair = () => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() });

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t, 'stats-admin@statistics.test');
  staff = await personWith(t, { ...admin, email: 'stats-admin@statistics.test' }, { isCSManager: true });
  // two weeks of 2040 (Sunday 1 January, Sunday 8 January) and one before them
  await given('stats-market', [
    registered(true, '2039-12-27T10:00:00.000Z'),
    registered(true, '2040-01-02T10:00:00.000Z'),
    registered(false, '2040-01-03T10:00:00.000Z'),
    registered(true, '2040-01-09T10:00:00.000Z'),
    { type: 'ApplicationSubmitted', data: { ...pair(), appliedAt: '2040-01-04T10:00:00.000Z' } },
    { type: 'ApplicationSubmitted', data: { ...pair(), appliedAt: '2040-01-10T10:00:00.000Z' } },
    { type: 'MatchMade', data: { ...pair(), matchedAt: '2040-01-10T10:00:00.000Z' } },
    { type: 'PaymentStarted', data: { paymentId: 'pay-1', userId: 'u', method: 'pro', months: 1, amount: 49.9, currency: 'ILS', provider: 'test', startedAt: '2040-01-10T10:00:00.000Z' } },
    { type: 'PaymentSucceeded', data: { paymentId: 'pay-1', userId: 'u', amount: 49.9, currency: 'ILS', cardLast4: null, paidAt: '2040-01-10T10:01:00.000Z' } },
  ]);
  const [a, b] = [randomUUID(), randomUUID()];
  await given(`job-${a}`, [{ type: 'JobCreated', data: { jobId: a, ownerId: 'o', job: storedJobOf('QA Engineer', ['QA', 'StatsTag']), status: 'A', createdAt: '2039-12-28T10:00:00.000Z' } }]);
  await given(`job-${b}`, [
    { type: 'JobCreated', data: { jobId: b, ownerId: 'o', job: storedJobOf('Product Manager', ['StatsTag']), status: 'A', createdAt: '2040-01-02T10:00:00.000Z' } },
    { type: 'JobStatusChanged', data: { jobId: b, ownerId: 'o', status: 'O', changedAt: '2040-01-11T10:00:00.000Z' } },
  ]);
  const [c1, c2] = [randomUUID(), randomUUID()];
  await given('stats-coaching', [
    { type: 'JourneyStatusChanged', data: { userId: c1, status: 'published', changedAt: '2039-12-26T10:00:00.000Z' } },
    { type: 'JourneyStatusChanged', data: { userId: c2, status: 'published', changedAt: '2040-01-02T10:00:00.000Z' } },
    { type: 'JourneyStatusChanged', data: { userId: c1, status: 'signed', changedAt: '2040-01-09T10:00:00.000Z' } },
    { type: 'PartSent', data: { userId: c2, cycleId: 'c', part: 1, cellId: 'x', sent: 30, excluded: 0, failed: 0, error: null, sentAt: '2040-01-03T10:00:00.000Z' } },
    { type: 'InterviewAdded', data: { userId: c2, interviewId: randomUUID(), position: 1, fields: { company: 'Wix', type: 'Linkedin Approach', interviewDate: '2040-01-04' }, addedAt: '2039-12-01T10:00:00.000Z' } },
    { type: 'InterviewAdded', data: { userId: c2, interviewId: randomUUID(), position: 1, fields: { company: 'Gong', type: 'Technical Interview', interviewDate: '2040-01-12' }, addedAt: '2039-12-01T10:00:00.000Z' } },
    { type: 'PaymentStarted', data: { paymentId: 'pay-2', userId: c2, method: 'coaching', months: 1, amount: 3000, currency: 'ILS', provider: 'test', startedAt: '2040-01-10T10:00:00.000Z' } },
    { type: 'PaymentSucceeded', data: { paymentId: 'pay-2', userId: c2, amount: 3000, currency: 'ILS', cardLast4: null, paidAt: '2040-01-10T10:01:00.000Z' } },
  ]);
});
afterAll(async () => {
  await t?.stop();
});

const range = { from: '2040-01-01', to: '2040-01-14' };

describe('the marketplace dashboard', () => {
  it('answers the weeks of the range with each figure week by week, active jobs counted from before the range', async () => {
    const res = await t.call<MainDashboard>('getMainDashboardData', range, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.weeks).toEqual(['2040-01-01', '2040-01-08']);
    expect(res.body.signups).toEqual({ seeker: [1, 1], recruiter: [1, 0] });
    expect(res.body.jobsPosted).toEqual([1, 0]);
    expect(res.body.jobsClosed).toEqual([0, 1]);
    expect(res.body.activeJobs).toEqual([2, 1]);
    expect(res.body.applications).toEqual([1, 1]);
    expect(res.body.matches).toEqual([0, 1]);
    expect(res.body.payments).toEqual([0, 1]);
    expect(res.body.revenue).toEqual([{ currency: 'ILS', total: 49.9, series: [0, 49.9] }]);
  });

  it('totals the range beside as many weeks just before it', async () => {
    const res = await t.call<DashboardStats>('getDashboardStats', range, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ signupsSeeker: 2, signupsRecruiter: 1, jobsPosted: 1, jobsClosed: 1, activeJobs: 1, applications: 2, matches: 1, payments: 1 });
    expect(res.body.previous.from).toBe('2039-12-18');
    expect(res.body.previous.to).toBe('2039-12-31');
    expect(res.body.previous.totals).toMatchObject({ signupsSeeker: 1, jobsPosted: 1, activeJobs: 1, applications: 0 });
    expect(res.body.revenue).toEqual([{ currency: 'ILS', total: 49.9, previous: 0 }]);
  });

  it('takes the last twelve weeks to today without a range', async () => {
    const res = await t.call<MainDashboard>('getMainDashboardData', {}, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.weeks).toHaveLength(12);
    expect(res.body.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date()));
    // the people signed up for this test, this week
    expect(res.body.signups.seeker.at(-1)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a range that ends before it starts, or spans more than 156 weeks, saying what to fix', async () => {
    const reversed = await t.call<{ issues: { path: string; message: string }[] }>('getMainDashboardData', { from: '2040-01-14', to: '2040-01-01' }, staff.token);
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([expect.objectContaining({ path: 'to', message: 'The range must end on or after the day it starts' })]);
    const long = await t.call<{ issues: { path: string; message: string }[] }>('getDashboardStats', { from: '2030-01-01', to: '2040-01-01' }, staff.token);
    expect(long.status).toBe(400);
    expect(long.body.issues[0]!.message).toBe('A range covers at most 156 weeks');
    expect((await t.call('getJHStatisticsData', { from: '2040-02-30' }, staff.token)).status).toBe(400);
  });
});

describe('the coaching statistics', () => {
  it('answers journeys by status at the end of each week, parts sent, interviews by stage in the week held, and coaching revenue', async () => {
    const res = await t.call<JhStatistics>('getJHStatisticsData', range, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.journeysByStatus).toEqual([
      { status: 'published', series: [2, 1] },
      { status: 'signed', series: [0, 1] },
    ]);
    expect(res.body.partsSent).toEqual([1, 0]);
    expect(res.body.interviews).toEqual([
      { stage: 'approach', series: [1, 0] },
      { stage: 'screening', series: [0, 0] },
      { stage: 'interview', series: [0, 1] },
      { stage: 'assignment', series: [0, 0] },
    ]);
    expect(res.body.revenue).toEqual([{ currency: 'ILS', total: 3000, series: [0, 3000] }]);
    expect(res.body.totals).toEqual({ journeys: 2, partsSent: 1, cyclesOpened: 0, interviews: 2, offers: 0, signed: 0 });
  });
});

describe('the categories (CAT)', () => {
  it('counts active jobs by category and tag, as of now', async () => {
    const res = await t.call<CatData>('getCATData', {}, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c) => c.category)).toEqual(['qa', 'junior', 'software', 'productManager', 'administration', 'humanResources', 'marketingSales', 'remote', 'other']);
    expect(res.body.categories.find((c) => c.category === 'qa')).toMatchObject({ label: 'QA', jobs: 1 });
    // the product manager's job was closed
    expect(res.body.categories.find((c) => c.category === 'productManager')!.jobs).toBe(0);
    expect(res.body.jobTags).toContainEqual({ tag: 'StatsTag', count: 1 });
  });
});

describe('who may read the statistics', () => {
  it('answers staff only: seekers, recruiters and journey clients are refused with 403, visitors with 401', async () => {
    const seeker = await t.signUp();
    const recruiter = await t.signUp({ lookingforwork: false });
    const client = await personWith(t, { ...admin, email: 'stats-admin@statistics.test' }, { isJHUser: true, isActiveJHUser: true });
    for (const name of ['getJHStatisticsData', 'getDashboardStats', 'getMainDashboardData', 'getCATData']) {
      for (const caller of [seeker, recruiter, client]) expect((await t.call(name, {}, caller.token)).status, `${name}`).toBe(403);
      expect((await t.call(name, {})).status).toBe(401);
    }
  });
});
