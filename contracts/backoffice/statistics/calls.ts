import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { catDataSchema, dashboardStatsSchema, jhStatisticsSchema, mainDashboardSchema } from './figures';
import { MAX_RANGE_WEEKS, rangeInputSchema } from './range';

const RANGE =
  `{ from, to }: days (YYYY-MM-DD) in Israel, both included, at most ${MAX_RANGE_WEEKS} weeks apart; without them the last 12 weeks to today. ` +
  'Weeks run Sunday to Saturday (Asia/Jerusalem) and are named by their Sunday: weeks lists them, and every series has one value per week, in that order. ' +
  'Read from counters the statistics projection keeps over the whole log, never by scanning it.';

// The staff's statistics and main dashboard (back-office spec §2 "Statistics", §7 "Jobs found and
// statistics"; the shapes are not in the spec: these are ours).
export const statisticsCalls = defineCalls({
  getJHStatisticsData: {
    kind: 'query',
    access: 'staff',
    summary:
      'The coaching service week by week: journeysByStatus (how many journeys had each status at the end of each week), partsSent (publication parts sent), cyclesOpened, ' +
      'interviews by stage (approach, screening, interview, assignment; counted in the week they are held), offers (added), signed (offers signed), and revenue from ' +
      'coaching payments (succeeded payments that are not the Pro plan) by currency, with totals over the range (journeys: at its end). ' +
      RANGE,
    input: rangeInputSchema,
    output: jhStatisticsSchema,
  },
  getDashboardStats: {
    kind: 'query',
    access: 'staff',
    summary:
      "The marketplace's totals over the range, for the main dashboard's cards: sign-ups (seekers, recruiters), jobs posted and closed, active jobs at the range's end, " +
      'applications, matches, Pro payments and their revenue by currency; previous holds the same totals for as many weeks just before. ' +
      RANGE,
    input: rangeInputSchema,
    output: dashboardStatsSchema,
  },
  getMainDashboardData: {
    kind: 'query',
    access: 'staff',
    summary:
      "The marketplace week by week, for the main dashboard's charts: sign-ups by role, jobs posted and closed, active jobs at the end of each week, applications, " +
      'matches, Pro payments, and revenue by currency (each with its total over the range). ' +
      RANGE,
    input: rangeInputSchema,
    output: mainDashboardSchema,
  },
  getCATData: {
    kind: 'query',
    access: 'staff',
    summary:
      'CAT: the categories breakdown (neither spec says more, so this is our reading). Active jobs and seekers\' resumes, as of now, by the landing page\'s eight ' +
      "categories (a tag that is the category's name, or a title with one of its words; one may be in several, in none it is 'other'), and the 20 commonest tags of each.",
    input: z.object({}).strict().default({}),
    output: catDataSchema,
  },
});
