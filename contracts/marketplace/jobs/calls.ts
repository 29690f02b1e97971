import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, jobChangesSchema, jobInfoSchema, jobListItemSchema, jobSchema, jobStatusSchema } from './job';
import { optionalSaidFields, say } from '../../core/messages';
import { jobMessages } from './messages';

export const histogramTypeSchema = z.enum(['jobs', 'resumes', 'companies']);

// How many values a search filter takes, and how long each may be: the job list's filter bar keeps
// within them so that what an address asks for is never refused.
export const JOB_SEARCH_LIMITS = { values: 20, tagLength: 60, companyLength: 120 } as const;

export const jobSearchParamsSchema = z
  .object({
    queryString: z.string().trim().max(200).optional(),
    locationObj: z
      .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), text: z.string().max(200).optional() })
      .nullish(),
    radius: z.number().positive().max(20000).optional(),
    tags: z.array(z.string().max(JOB_SEARCH_LIMITS.tagLength)).max(JOB_SEARCH_LIMITS.values).optional(),
    employmentType: z.array(z.string().max(30)).max(10).optional(),
    seniorityLevel: z.array(z.string().max(30)).max(10).optional(),
    company: z.array(z.string().max(JOB_SEARCH_LIMITS.companyLength)).max(JOB_SEARCH_LIMITS.values).optional(),
    // seconds (Past day 172800 …)
    // bounded: the database turns it into a date (100 years at most)
    datePosted: z.number().int().positive().max(100 * 365 * 86_400, say(jobMessages.PostedTooLongAgo, { maximum: 100 })).optional(),
  })
  .default({});
export type JobSearchParams = z.infer<typeof jobSearchParamsSchema>;

const jobListResult = z.object({ results: z.array(jobSchema), applies: z.array(z.unknown()), jobLimitReached: z.boolean() });

export const jobCalls = defineCalls({
  createNewJob: {
    kind: 'command',
    access: 'authed',
    summary: 'Post a job. Past the active-job limit it is saved inactive and jobLimitReached is true.',
    input: z.object({ jobInfo: jobInfoSchema }),
    output: z.object({ results: z.array(jobSchema), job: jobSchema, jobLimitReached: z.boolean(), isPro: z.boolean(), ...optionalSaidFields }),
  },
  saveUserJob: {
    kind: 'command',
    access: 'recruiter',
    summary: 'Change fields of one of my jobs.',
    input: z.object({ jobId: z.string().min(1), jobInfo: jobChangesSchema, phoneToAllJobs: z.boolean().optional() }),
    output: z.object({ results: z.array(jobSchema) }),
  },
  changeJobStatus: {
    kind: 'command',
    access: 'recruiter',
    summary: 'Activate (A), deactivate (O) or delete (D) one of my jobs.',
    input: z.object({ jobId: z.string().min(1), newStatus: jobStatusSchema }),
    output: jobListResult,
  },
  getUserJobsR: {
    kind: 'query',
    access: 'recruiter',
    summary: 'My Jobs: active and inactive jobs of the signed-in recruiter, newest first.',
    input: z.object({}).default({}),
    output: z.object({ list: z.array(jobSchema) }),
  },
  getHistogramObjects: {
    kind: 'query',
    access: 'anonymous',
    summary: `Search active jobs; list rows come in chunks of ${JOB_CHUNK_SIZE} without the description. When getCount is true, total counts matches up to ${JOB_TOTAL_CAP}; totalCapped says there are more.`,
    input: z.object({
      histogramType: histogramTypeSchema,
      params: jobSearchParamsSchema,
      chunk: z.number().int().min(0).max(1000).default(0),
      getCount: z.boolean().optional(),
    }),
    output: z.object({ list: z.array(jobListItemSchema), total: z.number().optional(), totalCapped: z.boolean().optional(), noMore: z.boolean() }),
  },
  getHistogramObject: {
    kind: 'query',
    access: 'anonymous',
    summary: 'One card by id.',
    input: z.object({ histogramType: histogramTypeSchema, cardContent: z.string().optional(), id: z.string().min(1).max(200) }),
    output: z.union([z.object({ result: jobSchema, cardContent: z.string().optional() }), z.object({ notFound: z.literal(true) })]),
  },
});
