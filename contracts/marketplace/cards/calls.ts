import { z } from 'zod';
import { defineCalls } from '../../core/call';

const listSchema = z.enum(['jobs', 'resumes']);

export const watchesSchema = z.object({
  lastMonth: z.number(),
  // calendar months, newest first: 'YYYY-MM'
  months: z.array(z.object({ month: z.string(), watches: z.number() })),
});

export const searchLinksSchema = z.object({
  peopleAlsoSearched: z.array(z.object({ query: z.string(), searches: z.number() })),
  topCompanies: z.array(z.object({ company: z.string(), jobs: z.number() })),
});
export type SearchLinks = z.infer<typeof searchLinksSchema>;

export const cardCalls = defineCalls({
  watchJob: {
    kind: 'command',
    access: 'guest',
    summary: 'Count one look at a job: the web calls it when a job card is opened. Repeats by the same caller within a day count once. recorded says whether it was counted.',
    input: z.object({ jobId: z.string().min(1).max(200) }),
    output: z.object({ recorded: z.boolean() }),
  },
  getJobWatchStats: {
    kind: 'query',
    access: 'anonymous',
    summary:
      "A job's watches: hiringPercent (the hint of an expired job from its watches in the last 30 days: 90+ 96, 50+ 92, 20+ 83, else 67; null while the job is active) for everyone; watches (last month and by calendar month) for the job's owner only, null for anyone else.",
    input: z.object({ jobId: z.string().min(1).max(200) }),
    output: z.object({ jobId: z.string(), hiringPercent: z.number().nullable(), watches: watchesSchema.nullable() }),
  },
  recordSearch: {
    kind: 'command',
    access: 'guest',
    summary:
      "Count one search with keywords on the jobs or resumes list, for 'People Also Searched'. Only the keywords are kept (lowercased); keywords that look like an email, a phone number or a web address are not kept. Repeats by the same caller within an hour count once.",
    input: z.object({ histogramType: listSchema, queryString: z.string().max(200) }),
    output: z.object({ recorded: z.boolean() }),
  },
  getSearchLinks: {
    kind: 'query',
    access: 'anonymous',
    summary:
      "The list footer: 'People Also Searched' (the most searched keywords on that list over the last two months, each searched at least 3 times) and 'Top Companies' (the companies with the most active jobs), up to 10 each.",
    input: z.object({ histogramType: listSchema }),
    output: searchLinksSchema,
  },
});
