import { z } from 'zod';
import { categoryKeys, interviewStages } from './metrics';
import { rangeOutputShape } from './range';

const series = z.array(z.number());
const byCurrency = z.array(z.object({ currency: z.string(), total: z.number(), series }));

// getMainDashboardData: the marketplace's figures week by week over the range.
export const mainDashboardSchema = z.object({
  ...rangeOutputShape,
  signups: z.object({ seeker: series, recruiter: series }),
  jobsPosted: series,
  jobsClosed: series,
  // at the end of each week
  activeJobs: series,
  applications: series,
  matches: series,
  payments: series,
  revenue: byCurrency,
});
export type MainDashboard = z.infer<typeof mainDashboardSchema>;

const marketTotals = z.object({
  signupsSeeker: z.number(),
  signupsRecruiter: z.number(),
  jobsPosted: z.number(),
  jobsClosed: z.number(),
  activeJobs: z.number(),
  applications: z.number(),
  matches: z.number(),
  payments: z.number(),
});
export type MarketTotals = z.infer<typeof marketTotals>;

// getDashboardStats: the range's totals beside those of as many weeks just before.
export const dashboardStatsSchema = z.object({
  ...rangeOutputShape,
  totals: marketTotals,
  previous: z.object({ from: z.string(), to: z.string(), totals: marketTotals }),
  revenue: z.array(z.object({ currency: z.string(), total: z.number(), previous: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// getJHStatisticsData: the coaching service's figures week by week over the range.
export const jhStatisticsSchema = z.object({
  ...rangeOutputShape,
  // how many journeys had each status at the end of each week
  journeysByStatus: z.array(z.object({ status: z.string(), series })),
  partsSent: series,
  cyclesOpened: series,
  // interviews by the week they are held in, by stage
  interviews: z.array(z.object({ stage: z.enum(interviewStages), series })),
  offers: series,
  signed: series,
  revenue: byCurrency,
  totals: z.object({ journeys: z.number(), partsSent: z.number(), cyclesOpened: z.number(), interviews: z.number(), offers: z.number(), signed: z.number() }),
});
export type JhStatistics = z.infer<typeof jhStatisticsSchema>;

const tagCount = z.object({ tag: z.string(), count: z.number() });

// getCATData: active jobs and seekers' resumes by category and by tag, as of now.
export const catDataSchema = z.object({
  categories: z.array(z.object({ category: z.enum(categoryKeys), label: z.string(), jobs: z.number(), resumes: z.number() })),
  jobTags: z.array(tagCount),
  resumeTags: z.array(tagCount),
});
export type CatData = z.infer<typeof catDataSchema>;
