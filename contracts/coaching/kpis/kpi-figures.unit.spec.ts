import { describe, expect, it } from 'vitest';
import { attentionOf, nextPayDate, type AttentionFacts } from './attention';
import { contributionDelta, kpiContribution, kpiFigures, sundayOf } from './kpi-figures';
import { evolveKpis, foldKpis, initialKpiState, type KpiEvent, type KpiInterview, type KpiState } from './kpi-state';

const ev = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = { actor: 'staff-1', onBehalfOf: 'u1' }): KpiEvent => ({ type, data: { userId: 'u1', ...data }, metadata, recordedAt: new Date('2026-01-01T00:00:00Z') });
const interview = (company: string, type: string, date: string, status = 'Interviewing', isApproach = false): KpiInterview => ({ company, type, isApproach, date, createdAt: date, status });

describe('the KPI fold', () => {
  it('keeps the time in each status, the freezes and the signature from the events’ own dates', () => {
    const s = foldKpis('u1', [
      ev('JourneyStatusChanged', { status: 'published', changedAt: '2026-03-01T00:00:00Z' }),
      ev('JourneyStatusChanged', { status: 'freezed', changedAt: '2026-03-04T12:00:00Z' }),
      ev('JourneyStatusChanged', { status: 'signed', changedAt: '2026-03-06T12:00:00Z' }),
    ]);
    expect(s.statusSeconds).toEqual({ published: 3.5 * 86_400, freezed: 2 * 86_400, signed: 0 });
    expect(s).toMatchObject({ status: 'signed', frozenSince: null, freezeSeconds: 2 * 86_400, signedDate: '2026-03-06' });
  });

  it("counts the client's own requests per day, once each, and nothing staff did for them", () => {
    const own = { actor: 'u1', correlationId: 'r1' };
    const s = foldKpis('u1', [
      ev('JourneyDataUpdated', { fields: {}, updatedAt: '2026-03-02T08:00:00Z' }, own),
      ev('JourneyStepFinished', { from: 0, to: 1, finishedAt: '2026-03-02T08:00:00Z' }, own),
      ev('JourneyCommentAdded', { commentId: 'c1', authorId: 'u1', content: 'x', addedAt: '2026-03-02T09:00:00Z' }, { actor: 'u1', correlationId: 'r2' }),
      ev('JourneyPlanChanged', { plan: 'standard pro', changedAt: '2026-03-02T10:00:00Z' }),
    ]);
    expect(s.engagement).toEqual({ '2026-03-02': 2 });
  });

  it('is pure: folding never changes the state it was given', () => {
    const before = initialKpiState('u1');
    const frozen = JSON.stringify(before);
    evolveKpis(before, ev('CycleOpened', { cycleId: 'c', cycle: 1, publishId: 'p', openedAt: '2026-03-01T00:00:00Z' }));
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('the KPI figures', () => {
  const base: KpiState = { ...initialKpiState('u1'), startedAt: '2026-03-01T00:00:00.000Z', beginServiceDate: '2026-03-01' };
  const now = new Date('2026-03-20T12:00:00Z');

  it('gives weekly rows from Sunday, groups, stages, offers and ratios, to 2 decimals', () => {
    const s: KpiState = {
      ...base,
      cycles: [{ cycleId: 'c1', cycle: 1, openedAt: '2026-03-01T00:00:00Z', firstPartAt: null, partsSent: 0, sentCount: 0, open: false }],
      interviews: {
        a: interview('Acme', 'Self Submitted Application', '2026-03-02T10:00:00Z', 'Interviewing', true),
        b: interview('Acme', 'HR Interview', '2026-03-05T10:00:00Z'),
        c: interview('Acme', 'Professional Interview', '2026-03-12T10:00:00Z', 'Got an Offer'),
        d: interview('Beta', 'HR Interview', '2026-03-09T10:00:00Z', 'They said no'),
      },
      offers: {
        o: { company: 'Acme', firstSalaryOffer: 30_000, firstSalaryOfferCurrency: 'ILS', firstSalaryOfferFrequency: 'MONTH', finalSalary: 33_333, finalSalaryCurrency: 'ILS', finalSalaryFrequency: 'MONTH', createdAt: '2026-03-13T00:00:00Z', signed: false },
        // the first offer in dollars a year, the final in shekels a month: compared in shekels a month
        p: { company: 'Beta', firstSalaryOffer: 120_000, firstSalaryOfferCurrency: 'USD', firstSalaryOfferFrequency: 'YEAR', finalSalary: 35_000, finalSalaryCurrency: 'ILS', finalSalaryFrequency: 'MONTH', createdAt: '2026-03-14T00:00:00Z', signed: true },
      },
    };
    const k = kpiFigures(s, kpiContribution(s), now);
    expect(k.numberOfInterviews.Interviews).toEqual([
      { _id: { isApproach: false, firstDayOfWeek: '2026-03-01' }, total: 1 },
      { _id: { isApproach: true, firstDayOfWeek: '2026-03-01' }, total: 1 },
      { _id: { isApproach: false, firstDayOfWeek: '2026-03-08' }, total: 2 },
    ]);
    // the only client is the benchmark: its own weeks
    expect(k.numberOfInterviews.Benchmark.filter((r) => !r._id.isApproach).map((r) => r.total)).toEqual([1, 2, 0]);
    expect(k.interviewsGroups).toEqual([
      { _id: 'Acme', total: 3, lastDate: '2026-03-12T10:00:00Z', status: 'Got an Offer', closed: false },
      { _id: 'Beta', total: 1, lastDate: '2026-03-09T10:00:00Z', status: 'They said no', closed: true },
    ]);
    // 120,000 USD a year at 3.37 is 33,700 ILS a month
    expect(k.perOfferSalaryDifference).toEqual([
      { company: 'Acme', offer: 33_333, offerCur: 'ILS', offerFreq: 'MONTH', difference: 3333, percentage: 11.11 },
      { company: 'Beta', offer: 35_000, offerCur: 'ILS', offerFreq: 'MONTH', difference: 1300, percentage: 3.86 },
    ]);
    expect(k).toMatchObject({ ratiOfPublicationsToInterviews: 0.33, ratioOfInterviewsToJobOffers: 1.5, rationSelfSubmitedToInterviews: 0.33, avgTimeToOffer: 12.5, offersDifferenceAvg: 7.49 });
    expect(k.stageConversion).toEqual([
      { stage: 'HR Interview', reached: 2, next: 1, rate: 0.5 },
      { stage: 'Got an Offer', reached: 1, next: 0, rate: 0 },
      { stage: 'Professional Interview', reached: 1, next: 1, rate: 1 },
      { stage: 'Self Submitted Application', reached: 1, next: 1, rate: 1 },
    ]);
    expect(k.medianDaysInStage).toEqual([
      { stage: 'HR Interview', days: 7 },
      { stage: 'Professional Interview', days: 0 },
      { stage: 'Self Submitted Application', days: 3 },
    ]);
  });

  it('averages the benchmark over the clients whose service reached the week', () => {
    const early: KpiState = { ...base, interviews: { a: interview('A', 'HR Interview', '2026-03-10T00:00:00Z') } };
    const benchmarkWith = (lateStart: string) => {
      const late: KpiState = { ...base, userId: 'u2', beginServiceDate: lateStart, interviews: {} };
      const sums: Record<string, number> = {};
      for (const s of [early, late]) for (const [key, v] of Object.entries(contributionDelta(null, s))) sums[key] = (sums[key] ?? 0) + v;
      return kpiFigures(early, sums, now).numberOfInterviews.Benchmark.filter((r) => !r._id.isApproach).map((r) => r.total);
    };
    // begun a week later, the other client is in its second week now: week 1 is averaged over both
    expect(benchmarkWith('2026-03-08')).toEqual([0, 0.5, 0]);
    // begun this week, it has not reached week 1 yet
    expect(benchmarkWith('2026-03-15')).toEqual([0, 1, 0]);
    expect(contributionDelta(early, early)).toEqual({});
    expect(sundayOf('2026-03-14T23:00:00Z')).toBe('2026-03-08');
  });
});

describe('the need-attention flags', () => {
  const facts: AttentionFacts = {
    status: 'published',
    plan: 'standard executive',
    currentStep: 0,
    cycles: 6,
    openCycleFirstPart: '2026-03-01T10:00:00Z',
    lastPublishAt: '2026-03-01T10:00:00Z',
    frozenSince: null,
    safetyNetActive: false,
    safetyNetExpireDate: '2026-03-08',
    publishStatus: 'requested',
    billingAnchor: '2026-01-15',
    subscriptionEndDate: null,
    meetingScheduled: false,
  };

  it('flags the 7th day after the first part, the executive plan’s 6th cycle, an unexpired safety net and a request', () => {
    const { flags } = attentionOf(facts, new Date('2026-03-08T10:00:00Z'));
    expect(flags).toEqual(['firstPartWeek', 'lastPublication', 'meetingNotScheduled', 'safetyNetActive', 'waitingForApproval', 'nextPaySoon']);
    expect(attentionOf(facts, new Date('2026-03-08T09:00:00Z')).flags).not.toContain('firstPartWeek');
    expect(attentionOf(facts, new Date('2026-03-15T10:00:00Z')).flags).toEqual(expect.arrayContaining(['lastPublishOld', 'safetyNetInactive']));
  });

  it('counts the next payment by calendar months, and none once the subscription ends first', () => {
    expect(nextPayDate('2026-01-31', null, new Date('2026-02-10T00:00:00Z'))).toBe('2026-02-28');
    expect(nextPayDate('2026-01-31', '2026-02-28T00:00:00.000Z', new Date('2026-02-10T00:00:00Z'))).toBeNull();
    expect(attentionOf({ ...facts, billingAnchor: '2026-01-20' }, new Date('2026-03-08T10:00:00Z'))).toMatchObject({ nextPay: '2026-03-20', daysToNextPay: 12 });
  });
});
