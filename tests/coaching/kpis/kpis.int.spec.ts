import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionClient } from '../../../contracts/coaching/kpis/calls';
import type { KpiResponse } from '../../../contracts/coaching/kpis/kpi-figures';
import type { JourneyAt } from '../../../contracts/coaching/kpis/past';
import { kpiProjection } from '../../../projections/coaching/kpis/kpi.projection';
import { readModelRows, rebuildThroughBatchForms, rebuildThroughHandlers } from '../../support/read-models';
import { startTestApp, type TestApp } from '../../support/test-app';
import type { StaffSlot } from '../../../contracts/coaching/onboarding/onboarding';
import { pdf } from '../../uploads/fixtures';
import { throughTwoParts } from '../onboarding/onboarding-support';
import { giveFlags, type World } from '../publishing-world';
import { kpisCaughtUp, must, onDay, runKpiScenario, scenarioClock } from './kpis-scenario';

// getKpisData and the need-attention list over HTTP, on a journey whose dates the scenario sets.
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp({ clock: scenarioClock.now }, { PRODUCT_NAME: 'JobHunt' });
  w = await runKpiScenario(t);
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

type Refusal = { error: string; code: string };
const kpisOf = async (userId: string, token = w.csm.token) => {
  const res = await t.call<KpiResponse>('getKpisData', { userId }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('getKpisData', () => {
  it('gives the service, the publications and the days in each status, to 2 decimals', async () => {
    onDay(20);
    const own = await t.call<KpiResponse>('getKpisData', {}, w.client.token);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const k = own.body;
    expect(k).toMatchObject({ from: '2026-03-01', to: '2026-03-21', beginServiceDate: '2026-03-01', numberOfPublications: 2 });
    // 20 days of service, 10 of them frozen
    expect(k.journeyData).toMatchObject({ status: 'published', plan: 'standard pro', cycles: 2, serviceDays: 10, publishStatus: 'approved' });
    expect(k.journeyData.lastPublishDate?.slice(0, 10)).toBe('2026-03-05');
    expect(k.publications.map((p) => [p.cycle, p.partsSent, p.sentCount, p.open])).toEqual([
      [1, 4, 12, false],
      [2, 0, 0, true],
    ]);
    expect(k.timeBetweenPublications).toBe(15);
    expect(Object.fromEntries(k.daysInEachJourneyStatus.map((s) => [s.status, s.days]))).toEqual({ published: 10, freezed: 10 });
    // the benchmark averages the clients who had the status: the other client is published for 20 days
    expect(Object.fromEntries(k.daysInEachJourneyStatusBenchmark.map((s) => [s.status, s.days]))).toEqual({ published: 15, freezed: 10 });
    expect(k.timeBetweenPublicationsBenchmark).toBe(15);
  });

  it("counts the client's own requests per day as engagement, not staff acting for them", async () => {
    const k = await kpisOf(w.client.userId);
    expect(k.talentEngagements).toEqual([
      { date: '2026-03-01', score: 2 },
      { date: '2026-03-03', score: 1 },
      { date: '2026-03-06', score: 2 },
      { date: '2026-03-10', score: 3 },
      { date: '2026-03-13', score: 1 },
    ]);
  });

  it('gives weekly interviews from Sunday with the benchmark, groups, stages, offers and ratios', async () => {
    const k = await kpisOf(w.client.userId);
    expect(k.numberOfInterviews.Interviews).toEqual([
      { _id: { isApproach: false, firstDayOfWeek: '2026-03-01' }, total: 2 },
      { _id: { isApproach: false, firstDayOfWeek: '2026-03-08' }, total: 2 },
    ]);
    // the other client (no interviews) is in its third week too: every week is averaged over two
    expect(k.numberOfInterviews.Benchmark.filter((r) => !r._id.isApproach).map((r) => [r._id.firstDayOfWeek, r.total])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-08', 1],
      ['2026-03-15', 0],
    ]);
    expect(k.interviewsGroups.map((g) => [g._id, g.total, g.status, g.closed])).toEqual([
      ['Acme', 3, 'In process', false],
      ['Beta Labs', 1, 'Interviewing', false],
    ]);
    expect(k.interviewsBreakdownByType).toEqual([
      { type: 'HR Interview', isApproach: false, total: 2 },
      { type: 'Hiring Manager Interview', isApproach: false, total: 1 },
      { type: 'Professional Interview', isApproach: false, total: 1 },
    ]);
    expect(k.perOfferSalaryDifference).toEqual([{ company: 'Acme', offer: 33_000, offerCur: 'ILS', offerFreq: 'MONTH', difference: 3000, percentage: 10 }]);
    // the offer came 12 days and 9 hours after the service began
    expect(k).toMatchObject({ ratiOfPublicationsToInterviews: 0.5, ratioOfInterviewsToJobOffers: 4, avgTimeToOffer: 12.38, offersDifferenceAvg: 10 });
    expect(k.stageConversion.find((s) => s.stage === 'HR Interview')).toEqual({ stage: 'HR Interview', reached: 2, next: 1, rate: 0.5 });
    expect(k.medianDaysInStage.find((s) => s.stage === 'HR Interview')).toEqual({ stage: 'HR Interview', days: 4 });
  });

  it("refuses a client another client's KPIs, and people without a journey", async () => {
    const naming = await t.call<Refusal>('getKpisData', { userId: w.other.userId }, w.client.token);
    expect(naming.status).toBe(403);
    expect(naming.body.code).toBe('ActsForOthers');
    expect((await t.call('getKpisData', {}, w.seeker.token)).status).toBe(403);
    expect((await t.call('getKpisData', { userId: w.client.userId })).status).toBe(401);
  });

  it('rebuilds to the same numbers, through the batch form and through the handlers', async () => {
    const before = { kpis: await kpisOf(w.client.userId), other: await kpisOf(w.other.userId), rows: await readModelRows(t.engine.db, [kpiProjection]) };
    expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, [kpiProjection], 7)).toEqual([]);
    expect({ kpis: await kpisOf(w.client.userId), other: await kpisOf(w.other.userId), rows: await readModelRows(t.engine.db, [kpiProjection]) }).toEqual(before);
    await rebuildThroughHandlers(t.app.store, t.engine.db, [kpiProjection]);
    expect({ kpis: await kpisOf(w.client.userId), other: await kpisOf(w.other.userId), rows: await readModelRows(t.engine.db, [kpiProjection]) }).toEqual(before);
  });
});

type Entry = { position: string; type: string; at: string; actor: { id: string; name: string | null } | null; onBehalfOf: { id: string; name: string | null } | null; requestId: string | null; change: { key: string; params: Record<string, unknown> } };
type History = { list: Entry[]; total: number; past?: JourneyAt };

describe('getPersonalJourneyHistory for auditors', () => {
  const historyOf = async (body: Record<string, unknown>) => {
    const res = await t.call<History>('getPersonalJourneyHistory', { objectId: w.client.userId, pageSize: 100, ...body }, w.admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  // entries are dated when they were recorded; the scenario's days are its events' own dates
  const freezeOf = (list: Entry[]) => list.findIndex((e) => e.type === 'JourneyStatusChanged' && e.change.params.to === 'freezed');

  it('lists every change with who made it, on whose behalf, when and from which request', async () => {
    const { list, past } = await historyOf({});
    expect(past).toBeUndefined();
    const frozen = list[freezeOf(list)]!;
    expect(frozen).toMatchObject({ actor: { id: w.csm.userId, name: 'Dana Coach' }, onBehalfOf: { id: w.client.userId, name: 'Noa Levi' }, change: { key: 'journey.statusChanged', params: { from: 'published' } } });
    expect(frozen.requestId).toEqual(expect.any(String));
    const own = list.find((e) => e.type === 'JourneyDataUpdated')!;
    expect(own).toMatchObject({ actor: { id: w.client.userId }, onBehalfOf: null });
    expect(list.map((e) => BigInt(e.position))).toEqual([...list.map((e) => BigInt(e.position))].sort((a, b) => (a < b ? 1 : -1)));
  });

  it('shows the journey, its publication and the KPIs as they were at a log position', async () => {
    const { list } = await historyOf({});
    // the entry after the freeze: the test sent on day 15 (16 March), a week into it
    const { past } = await historyOf({ at: list[freezeOf(list) - 1]!.position });
    // walked to the Test Email step on day 0, where publishing opens
    expect(past!.journey).toMatchObject({ status: 'freezed', plan: 'standard pro', currentStep: 4, admin: { beginServiceDate: '2026-03-01' } });
    expect(past!.publication!.cycles).toEqual([{ cycle: 1, open: false, partsSent: [1, 2, 3, 4] }]);
    expect(past!.kpis).toMatchObject({ numberOfPublications: 1, to: '2026-03-16', journeyData: { status: 'freezed', cycles: 1, serviceDays: 8 } });
    expect(Object.fromEntries(past!.kpis.daysInEachJourneyStatus.map((s) => [s.status, s.days]))).toEqual({ published: 8, freezed: 7 });
  });

  it('shows them just before a change, and nothing before the journey began', async () => {
    const { list } = await historyOf({});
    const before = list[freezeOf(list) + 1]!;
    const { past } = await historyOf({ at: before.position });
    expect(past!.journey!.status).toBe('published');
    expect(BigInt(past!.journeyAsOf!.position)).toBeLessThanOrEqual(BigInt(before.position));
    const atTime = await historyOf({ at: list[freezeOf(list)]!.at });
    expect(atTime.past!.journey!.status).toBe('freezed');
    const first = await historyOf({ at: String(BigInt(list.at(-1)!.position) - 1n) });
    expect(first.past).toMatchObject({ journey: null, publication: null, journeyAsOf: null, kpis: { numberOfPublications: 0, journeyData: { status: null } } });
  });

  it('folds the KPIs of a moment to what getKpisData answers then: one fold, two uses', async () => {
    const { list } = await historyOf({});
    // the last change was the status on day 18, at 09:00
    onDay(18);
    const { past } = await historyOf({ at: list[0]!.position });
    expect(past!.kpis.journeyData.status).toBe('published');
    expect(past!.kpis).toEqual(await kpisOf(w.client.userId));
    onDay(20);
  });

  it('is for staff only, about anyone', async () => {
    expect((await t.call('getPersonalJourneyHistory', { objectId: w.client.userId, at: '2026-03-12T00:00:00Z' }, w.client.token)).status).toBe(403);
    expect((await t.call('getPersonalJourneyHistory', { objectId: w.other.userId }, w.client.token)).status).toBe(403);
    const bad = await t.call<{ issues: { path: string }[] }>('getPersonalJourneyHistory', { objectId: w.client.userId, at: 'yesterday' }, w.admin.token);
    expect(bad.status).toBe(400);
  });
});

describe('getClientsNeedingAttention', () => {
  const flagsOf = async (userId: string, body: Record<string, unknown> = {}) => {
    const res = await t.call<{ list: AttentionClient[]; total: number }>('getClientsNeedingAttention', body, w.csm.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.list.find((c) => c._id === userId);
  };

  it('flags a last publish 14 days old, the plan’s last publication, meetings, safety net and the next payment', async () => {
    onDay(20);
    const client = await flagsOf(w.client.userId);
    expect(client).toMatchObject({ name: 'Noa Levi', status: 'published', plan: 'standard pro', cycles: 2, nextPay: '2026-04-01', daysToNextPay: 11 });
    // past step 0, but no meeting was ever booked in onboarding
    expect(client!.flags).toEqual(['lastPublishOld', 'meetingNotScheduled', 'safetyNetInactive']);
    onDay(25);
    expect((await flagsOf(w.client.userId))!.flags).toContain('nextPaySoon');
    const onlySoon = await t.call<{ list: AttentionClient[] }>('getClientsNeedingAttention', { flag: 'nextPaySoon' }, w.csm.token);
    expect(onlySoon.body.list.map((c) => c._id)).toContain(w.client.userId);
    expect(onlySoon.body.list.every((c) => c.flags.includes('nextPaySoon'))).toBe(true);
  });

  it('flags a freeze of 60 days, a request waiting for approval, an active safety net and many cycles', async () => {
    onDay(21);
    await must(t, 'changePersonalJourneyStatus', { userId: w.other.userId, status: 'freezed' }, w.csm.token);
    await must(t, 'updateSafetyNet', { userId: w.other.userId, newData: { safetyNetActive: true, safetyNetExpireDate: '2026-12-31' } }, w.csm.token);
    await kpisCaughtUp(t);
    onDay(80);
    expect((await flagsOf(w.other.userId))!.flags).not.toContain('frozenLong');
    onDay(81);
    expect((await flagsOf(w.other.userId))!.flags).toEqual(expect.arrayContaining(['frozenLong', 'safetyNetActive']));
    await must(t, 'changePersonalJourneyStatus', { userId: w.other.userId, status: 'waiting for approval' }, w.csm.token);
    await kpisCaughtUp(t);
    expect((await flagsOf(w.other.userId))!.flags).toEqual(expect.arrayContaining(['waitingForApproval', 'safetyNetActive']));
    expect((await flagsOf(w.other.userId))!.flags).not.toContain('frozenLong');
  });

  it("flags a meeting booked in onboarding until it is cancelled, and no KPI figure moves", async () => {
    const newcomer = await t.signUp({ first_name: 'Maya', last_name: 'Meeting' });
    await giveFlags(t, w.admin, newcomer, { isJHUser: true, isActiveJHUser: true });
    await throughTwoParts(t, newcomer, pdf);
    const start = new Date(scenarioClock.at.getTime() + 2 * 86_400_000);
    start.setUTCHours(7, 0, 0, 0);
    const { slots } = await must<{ slots: StaffSlot[] }>(t, 'openMeetingSlots', { start: start.toISOString(), minutes: 30, count: 1 }, w.csm.token);
    const slot = slots.find((s) => s.start === start.toISOString())!;
    await kpisCaughtUp(t);
    const figures = async () => ({ client: await kpisOf(w.client.userId), other: await kpisOf(w.other.userId), newcomer: await kpisOf(newcomer.userId) });
    const before = await figures();
    const meetingFlags = async () => (await flagsOf(newcomer.userId))?.flags.filter((f) => f.startsWith('meeting')) ?? [];
    expect(await meetingFlags()).not.toContain('meetingScheduled');

    await must(t, 'scheduleMeeting', { slotId: slot.slotId }, newcomer.token);
    await kpisCaughtUp(t);
    expect(await meetingFlags()).toEqual(['meetingScheduled']);
    const booked = await t.call<{ list: AttentionClient[] }>('getClientsNeedingAttention', { flag: 'meetingScheduled', search: 'Maya Meeting' }, w.csm.token);
    expect(booked.body.list.map((c) => c._id)).toEqual([newcomer.userId]);
    expect(await figures()).toEqual(before);

    await must(t, 'cancelMeeting', {}, newcomer.token);
    await kpisCaughtUp(t);
    expect(await meetingFlags()).toEqual(['meetingNotScheduled']);
    expect(await figures()).toEqual(before);
  });

  it('searches by name and pages', async () => {
    const found = await t.call<{ list: AttentionClient[]; total: number }>('getClientsNeedingAttention', { search: 'omer', pageSize: 1 }, w.csm.token);
    expect(found.body.total).toBe(1);
    expect(found.body.list.map((c) => c.name)).toEqual(['Omer Cohen']);
  });

  it('is for staff only', async () => {
    expect((await t.call('getClientsNeedingAttention', {}, w.client.token)).status).toBe(403);
    expect((await t.call('getClientsNeedingAttention', {}, w.seeker.token)).status).toBe(403);
  });
});
