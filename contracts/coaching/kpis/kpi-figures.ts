import { z } from 'zod';
import { DEFAULT_OFFER_RATES, offerSalaryDifference, type OfferRates } from '../offers/salary';
import { closedStatuses } from '../tracker/lists';
import { secondsBetween, type KpiInterview, type KpiState } from './kpi-state';

// The KPI response (coaching spec §3) and how it is computed from a client's folded KPI state, the
// benchmark sums over all clients and the moment it is read at. Values are rounded to 2 decimals.

const DAY = 86_400;
const WEEK_MS = 7 * DAY * 1000;
export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;
const ratio = (a: number, b: number): number => (b > 0 ? round2(a / b) : 0);
const day = (iso: string): string => iso.slice(0, 10);

// The Sunday a day's week starts on (weekly charts start on Sunday).
export const sundayOf = (iso: string): string => {
  const d = new Date(`${day(iso)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
};
const weeksBetween = (fromSunday: string, toSunday: string): number => Math.round((Date.parse(toSunday) - Date.parse(fromSunday)) / WEEK_MS);
const plusWeeks = (sunday: string, n: number): string => new Date(Date.parse(sunday) + n * WEEK_MS).toISOString().slice(0, 10);

const closed: readonly string[] = closedStatuses;
export const OFFER_STATUS = 'Got an Offer';
export const SELF_SUBMITTED = 'Self Submitted Application';

const weekRow = z.object({ _id: z.object({ isApproach: z.boolean(), firstDayOfWeek: z.string() }), total: z.number() });
const statusDays = z.array(z.object({ status: z.string(), days: z.number() }));

export const kpiResponseSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  publications: z.array(z.object({ cycle: z.number(), date: z.string(), firstPartSent: z.string().nullable(), partsSent: z.number(), sentCount: z.number(), open: z.boolean() })),
  // weekly counts from Sunday; the benchmark row is the average over all clients at the same week of service
  numberOfInterviews: z.object({ Interviews: z.array(weekRow), Benchmark: z.array(weekRow) }),
  talentEngagements: z.array(z.object({ date: z.string(), score: z.number() })),
  interviewsBreakdownByType: z.array(z.object({ type: z.string(), isApproach: z.boolean(), total: z.number() })),
  interviewsGroups: z.array(z.object({ _id: z.string(), total: z.number(), lastDate: z.string(), status: z.string(), closed: z.boolean() })),
  perOfferSalaryDifference: z.array(z.object({ company: z.string(), offer: z.number(), offerCur: z.string(), offerFreq: z.string(), difference: z.number(), percentage: z.number() })),
  journeyData: z.object({
    status: z.string().nullable(),
    plan: z.string().nullable(),
    currentStep: z.number(),
    cycles: z.number(),
    cyclesLimit: z.number(),
    serviceDays: z.number(),
    signedDate: z.string().nullable(),
    lastPublishDate: z.string().nullable(),
    publishStatus: z.string(),
  }),
  daysInEachJourneyStatus: statusDays,
  daysInEachJourneyStatusBenchmark: statusDays,
  beginServiceDate: z.string().nullable(),
  numberOfPublications: z.number(),
  // X to Y reads X ÷ Y (0 while Y is 0)
  ratiOfPublicationsToInterviews: z.number(),
  ratioOfInterviewsToJobOffers: z.number(),
  avgTimeToOffer: z.number(),
  rationSelfSubmitedToInterviews: z.number(),
  offersDifferenceAvg: z.number(),
  timeBetweenPublications: z.number(),
  timeBetweenPublicationsBenchmark: z.number(),
  // of the processes (one per company) that reached a stage, how many went on to another step
  stageConversion: z.array(z.object({ stage: z.string(), reached: z.number(), next: z.number(), rate: z.number() })),
  // median days from reaching a stage to the next step, over the stays that ended
  medianDaysInStage: z.array(z.object({ stage: z.string(), days: z.number() })),
});
export type KpiResponse = z.infer<typeof kpiResponseSchema>;

// Additive sums over every client, kept by the projection (each client's contribution replaced as
// its state changes) and read whole: a few hundred small rows.
export type KpiSums = Readonly<Record<string, number>>;

const serviceStart = (s: KpiState): string | null => s.beginServiceDate ?? (s.startedAt ? day(s.startedAt) : null);
const gapsOf = (s: KpiState): number[] => s.cycles.slice(1).map((c, i) => secondsBetween(s.cycles[i]!.openedAt, c.openedAt));

// What one client adds to the sums.
export function kpiContribution(s: KpiState): Record<string, number> {
  const out: Record<string, number> = { clients: 1 };
  const add = (key: string, n: number) => {
    if (n) out[key] = (out[key] ?? 0) + n;
  };
  const start = serviceStart(s);
  if (start) {
    const first = sundayOf(start);
    add(`start:${first}`, 1);
    for (const i of Object.values(s.interviews)) {
      const week = weeksBetween(first, sundayOf(i.date));
      if (week >= 0) add(`week:${week}:${i.isApproach ? 'a' : 'i'}`, 1);
    }
  }
  for (const [status, seconds] of Object.entries(s.statusSeconds)) {
    add(`status:${status}:clients`, 1);
    add(`status:${status}:closed`, seconds);
  }
  if (s.status && s.statusSince) {
    add(`status:${s.status}:open`, 1);
    add(`status:${s.status}:openSince`, Math.round(Date.parse(s.statusSince) / 1000));
  }
  const gaps = gapsOf(s);
  add('gap:count', gaps.length);
  add('gap:sum', gaps.reduce((a, b) => a + b, 0));
  return out;
}

// new − old, per key (what the sums gain when a client's state changes).
export function contributionDelta(before: KpiState | null, after: KpiState | null): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [k, v] of Object.entries(after ? kpiContribution(after) : {})) delta[k] = (delta[k] ?? 0) + v;
  for (const [k, v] of Object.entries(before ? kpiContribution(before) : {})) delta[k] = (delta[k] ?? 0) - v;
  return Object.fromEntries(Object.entries(delta).filter(([, v]) => v !== 0));
}

const byDate = (a: KpiInterview, b: KpiInterview) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function processes(s: KpiState): Map<string, KpiInterview[]> {
  const groups = new Map<string, KpiInterview[]>();
  for (const i of Object.values(s.interviews).sort(byDate)) groups.set(i.company, [...(groups.get(i.company) ?? []), i]);
  for (const list of groups.values()) list.sort(byDate);
  return groups;
}

function stages(groups: Map<string, KpiInterview[]>, nowIso: string) {
  const reached = new Map<string, { reached: number; next: number; stays: number[] }>();
  const stat = (stage: string) => reached.get(stage) ?? reached.set(stage, { reached: 0, next: 0, stays: [] }).get(stage)!;
  for (const list of groups.values()) {
    const steps = list.filter((i) => i.date <= nowIso || i.status !== 'Interviewing').map((i) => ({ stage: i.type, at: i.date }));
    const last = list.at(-1);
    if (last?.status === OFFER_STATUS) steps.push({ stage: OFFER_STATUS, at: last.date });
    steps.forEach((step, k) => {
      const s = stat(step.stage);
      s.reached++;
      const following = steps[k + 1];
      if (following) {
        s.next++;
        s.stays.push(secondsBetween(step.at, following.at) / DAY);
      }
    });
  }
  return [...reached.entries()].sort(([a, x], [b, y]) => y.reached - x.reached || a.localeCompare(b));
}

// The KPI response of one client at a moment.
// Offers are compared in the final salary's currency and frequency, at the offers' rates.
export function kpiFigures(s: KpiState, sums: KpiSums, now: Date, rates: OfferRates = DEFAULT_OFFER_RATES): KpiResponse {
  const nowIso = now.toISOString();
  const start = serviceStart(s);
  const end = s.signedDate ?? day(nowIso);
  // in date order: a state read back from jsonb has its keys in another order than when folded
  const interviews = Object.values(s.interviews).sort(byDate);
  const real = interviews.filter((i) => !i.isApproach);
  const offers = Object.values(s.offers).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.company.localeCompare(b.company));
  const perOffer = offers.flatMap((o) => {
    const moved = offerSalaryDifference(o, rates);
    return moved && o.finalSalary !== null ? [{ company: o.company, offer: o.finalSalary, offerCur: moved.currency, offerFreq: moved.frequency, difference: moved.difference, percentage: moved.percentage }] : [];
  });
  const groups = processes(s);

  const weekly = new Map<string, number>();
  for (const i of interviews) weekly.set(`${sundayOf(i.date)}|${i.isApproach}`, (weekly.get(`${sundayOf(i.date)}|${i.isApproach}`) ?? 0) + 1);
  const rows = [...weekly.entries()].map(([key, total]) => {
    const [firstDayOfWeek, approach] = key.split('|') as [string, string];
    return { _id: { isApproach: approach === 'true', firstDayOfWeek }, total };
  });
  rows.sort((a, b) => a._id.firstDayOfWeek.localeCompare(b._id.firstDayOfWeek) || Number(a._id.isApproach) - Number(b._id.isApproach));

  const benchmark: KpiResponse['numberOfInterviews']['Benchmark'] = [];
  if (start) {
    const first = sundayOf(start);
    const weeks = Math.max(0, weeksBetween(first, sundayOf(end)));
    const starts = Object.entries(sums).filter(([k]) => k.startsWith('start:')).map(([k, n]) => [k.slice(6), n] as const);
    const today = sundayOf(nowIso);
    for (let w = 0; w <= weeks; w++) {
      // the clients whose service has reached its week w
      const clients = starts.filter(([sunday]) => weeksBetween(sunday, today) >= w).reduce((a, [, n]) => a + n, 0);
      for (const [isApproach, key] of [[false, 'i'], [true, 'a']] as const) benchmark.push({ _id: { isApproach, firstDayOfWeek: plusWeeks(first, w) }, total: ratio(sums[`week:${w}:${key}`] ?? 0, clients) });
    }
  }

  const openSeconds = s.status && s.statusSince ? secondsBetween(s.statusSince, nowIso) : 0;
  const daysIn = Object.entries(s.statusSeconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, seconds]) => ({ status, days: round2((seconds + (status === s.status ? openSeconds : 0)) / DAY) }));
  const statuses = [...new Set(Object.keys(sums).filter((k) => k.startsWith('status:')).map((k) => k.slice(7, k.lastIndexOf(':'))))].sort();
  const nowSeconds = Math.round(now.getTime() / 1000);
  const benchmarkDays = statuses.map((status) => {
    const n = (k: string) => sums[`status:${status}:${k}`] ?? 0;
    return { status, days: ratio((n('closed') + n('open') * nowSeconds - n('openSince')) / DAY, n('clients')) };
  });

  const freezeSeconds = s.freezeSeconds + (s.frozenSince ? secondsBetween(s.frozenSince, s.signedDate ? `${s.signedDate}T23:59:59Z` : nowIso) : 0);
  const serviceDays = start ? Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000 - freezeSeconds / DAY)) : 0;

  const offerTimes = start ? offers.map((o) => secondsBetween(start, o.createdAt) / DAY) : [];
  const gaps = gapsOf(s);
  const typeCounts = new Map<string, { type: string; isApproach: boolean; total: number }>();
  for (const i of interviews) {
    const t = typeCounts.get(i.type) ?? { type: i.type, isApproach: i.isApproach, total: 0 };
    typeCounts.set(i.type, { ...t, total: t.total + 1 });
  }
  const stageStats = stages(groups, nowIso);

  return {
    from: start,
    to: start ? end : null,
    publications: s.cycles.map((c) => ({ cycle: c.cycle, date: c.openedAt, firstPartSent: c.firstPartAt, partsSent: c.partsSent, sentCount: c.sentCount, open: c.open })),
    numberOfInterviews: { Interviews: rows, Benchmark: benchmark },
    talentEngagements: Object.entries(s.engagement)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, score]) => ({ date, score })),
    interviewsBreakdownByType: [...typeCounts.values()].sort((a, b) => b.total - a.total || a.type.localeCompare(b.type)),
    interviewsGroups: [...groups.entries()]
      .map(([company, list]) => ({ _id: company, total: list.length, lastDate: list.at(-1)!.date, status: list.at(-1)!.status, closed: list.some((i) => closed.includes(i.status)) }))
      .sort((a, b) => b.lastDate.localeCompare(a.lastDate)),
    perOfferSalaryDifference: perOffer,
    journeyData: {
      status: s.status,
      plan: s.plan,
      currentStep: s.currentStep,
      cycles: s.cycles.length,
      cyclesLimit: s.cyclesLimit,
      serviceDays,
      signedDate: s.signedDate,
      lastPublishDate: s.lastPublishAt,
      publishStatus: s.publishStatus,
    },
    daysInEachJourneyStatus: daysIn,
    daysInEachJourneyStatusBenchmark: benchmarkDays,
    beginServiceDate: s.beginServiceDate,
    numberOfPublications: s.cycles.length,
    ratiOfPublicationsToInterviews: ratio(s.cycles.length, real.length),
    ratioOfInterviewsToJobOffers: ratio(real.length, offers.length),
    avgTimeToOffer: offerTimes.length ? round2(offerTimes.reduce((a, b) => a + b, 0) / offerTimes.length) : 0,
    rationSelfSubmitedToInterviews: ratio(interviews.filter((i) => i.type === SELF_SUBMITTED).length, real.length),
    offersDifferenceAvg: perOffer.length ? round2(perOffer.reduce((a, o) => a + o.percentage, 0) / perOffer.length) : 0,
    timeBetweenPublications: gaps.length ? round2(gaps.reduce((a, b) => a + b, 0) / gaps.length / DAY) : 0,
    timeBetweenPublicationsBenchmark: ratio((sums['gap:sum'] ?? 0) / DAY, sums['gap:count'] ?? 0),
    stageConversion: stageStats.map(([stage, v]) => ({ stage, reached: v.reached, next: v.next, rate: ratio(v.next, v.reached) })),
    medianDaysInStage: stageStats.filter(([, v]) => v.stays.length).map(([stage, v]) => ({ stage, days: round2(median(v.stays)) })),
  };
}
