import { sql, type Kysely } from 'kysely';
import type { CatData, DashboardStats, JhStatistics, MainDashboard, MarketTotals } from '../../../contracts/backoffice/statistics/figures';
import { categoryKeys, categoryLabel, interviewStages, metric, NOW_WEEK } from '../../../contracts/backoffice/statistics/metrics';
import { previousRange, type Range } from '../../../contracts/backoffice/statistics/range';
import type { Database } from '../../../contracts/database';
import { readWeekly, sumOf, type Weekly } from './weekly-counters';

const last = (series: readonly number[]) => series.at(-1) ?? 0;

// revenue.<kind>.<currency>: each currency's week series and total
function revenueOf(counters: Weekly, kind: string, weeks: readonly string[]) {
  const prefix = `revenue.${kind}.`;
  return counters.metrics
    .filter((m) => m.startsWith(prefix))
    .map((m) => {
      const series = counters.flow(m, weeks);
      return { currency: m.slice(prefix.length), total: sumOf(series), series };
    })
    .filter((r) => r.total !== 0);
}

const MARKET = ['signups.%', 'jobs.%', metric.applications, metric.matches, 'payments.pro', 'revenue.pro.%'];

export async function getMainDashboard(db: Kysely<Database>, range: Range): Promise<MainDashboard> {
  const { weeks } = range;
  const counters = await readWeekly(db, MARKET, weeks[0]!, weeks.at(-1)!);
  const posted = counters.level(metric.jobsPosted, weeks);
  const closed = counters.level(metric.jobsClosed, weeks);
  return {
    ...range,
    signups: { seeker: counters.flow(metric.signups('seeker'), weeks), recruiter: counters.flow(metric.signups('recruiter'), weeks) },
    jobsPosted: counters.flow(metric.jobsPosted, weeks),
    jobsClosed: counters.flow(metric.jobsClosed, weeks),
    activeJobs: posted.map((p, i) => p - closed[i]!),
    applications: counters.flow(metric.applications, weeks),
    matches: counters.flow(metric.matches, weeks),
    payments: counters.flow(metric.payments('pro'), weeks),
    revenue: revenueOf(counters, 'pro', weeks),
  };
}

function marketTotals(counters: Weekly, weeks: readonly string[]): MarketTotals {
  const total = (m: string) => sumOf(counters.flow(m, weeks));
  return {
    signupsSeeker: total(metric.signups('seeker')),
    signupsRecruiter: total(metric.signups('recruiter')),
    jobsPosted: total(metric.jobsPosted),
    jobsClosed: total(metric.jobsClosed),
    activeJobs: last(counters.level(metric.jobsPosted, weeks)) - last(counters.level(metric.jobsClosed, weeks)),
    applications: total(metric.applications),
    matches: total(metric.matches),
    payments: total(metric.payments('pro')),
  };
}

export async function getDashboardStats(db: Kysely<Database>, range: Range): Promise<DashboardStats> {
  const before = previousRange(range);
  const counters = await readWeekly(db, MARKET, before.weeks[0]!, range.weeks.at(-1)!);
  const now = revenueOf(counters, 'pro', range.weeks);
  const then = revenueOf(counters, 'pro', before.weeks);
  const currencies = [...new Set([...now, ...then].map((r) => r.currency))].sort();
  return {
    ...range,
    totals: marketTotals(counters, range.weeks),
    previous: { from: before.from, to: before.to, totals: marketTotals(counters, before.weeks) },
    revenue: currencies.map((currency) => ({ currency, total: now.find((r) => r.currency === currency)?.total ?? 0, previous: then.find((r) => r.currency === currency)?.total ?? 0 })),
  };
}

export async function getJhStatistics(db: Kysely<Database>, range: Range): Promise<JhStatistics> {
  const { weeks } = range;
  const counters = await readWeekly(db, ['journeys.status.%', 'publications.%', 'interviews.%', 'offers.%', 'revenue.coaching.%'], weeks[0]!, weeks.at(-1)!);
  const statusPrefix = 'journeys.status.';
  const journeysByStatus = counters.metrics
    .filter((m) => m.startsWith(statusPrefix))
    .map((m) => ({ status: m.slice(statusPrefix.length), series: counters.level(m, weeks) }))
    .filter((s) => s.series.some((v) => v !== 0));
  const interviews = interviewStages.map((stage) => ({ stage, series: counters.flow(metric.interviews(stage), weeks) }));
  const partsSent = counters.flow(metric.partsSent, weeks);
  const cyclesOpened = counters.flow(metric.cyclesOpened, weeks);
  const offers = counters.flow(metric.offersAdded, weeks);
  const signed = counters.flow(metric.offersSigned, weeks);
  return {
    ...range,
    journeysByStatus,
    partsSent,
    cyclesOpened,
    interviews,
    offers,
    signed,
    revenue: revenueOf(counters, 'coaching', weeks),
    totals: {
      journeys: journeysByStatus.reduce((s, j) => s + last(j.series), 0),
      partsSent: sumOf(partsSent),
      cyclesOpened: sumOf(cyclesOpened),
      interviews: sumOf(interviews.flatMap((i) => i.series)),
      offers: sumOf(offers),
      signed: sumOf(signed),
    },
  };
}

export const TOP_TAGS = 20;

export async function getCatData(db: Kysely<Database>): Promise<CatData> {
  // the categories and each kind's commonest tags in one round trip (stat_counter_now_idx)
  const part = (like: string, limit: number) =>
    sql`(SELECT metric, value::float8 AS value FROM stat_counter WHERE week = ${NOW_WEEK} AND metric LIKE ${like} AND value > 0 ORDER BY value DESC, metric LIMIT ${limit})`;
  const { rows } = await sql<{ metric: string; value: number }>`${part('category.%', 100)} UNION ALL ${part('tag.jobs.%', TOP_TAGS)} UNION ALL ${part('tag.resumes.%', TOP_TAGS)}`.execute(db);
  const categories = new Map(rows.filter((r) => r.metric.startsWith('category.')).map((r) => [r.metric, Number(r.value)]));
  const tags = (kind: 'jobs' | 'resumes') =>
    rows
      .filter((r) => r.metric.startsWith(`tag.${kind}.`))
      .sort((a, b) => Number(b.value) - Number(a.value) || (a.metric < b.metric ? -1 : 1))
      .map((r) => ({ tag: r.metric.slice(`tag.${kind}.`.length), count: Number(r.value) }));
  return {
    categories: categoryKeys.map((category) => ({
      category,
      label: categoryLabel(category),
      jobs: categories.get(metric.category('jobs', category)) ?? 0,
      resumes: categories.get(metric.category('resumes', category)) ?? 0,
    })),
    jobTags: tags('jobs'),
    resumeTags: tags('resumes'),
  };
}
