import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { JOB_SEARCH_LIMITS } from './search-values';
import { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, jobChangesSchema, jobInfoSchema, jobListItemSchema, jobSchema, jobStatusSchema } from './job';
import { optionalSaidFields, say } from '../../core/messages';
import { jobMessages } from './messages';
import { resumeListItemSchema, resumeSchema } from '../resumes/resume';
import { latitudeSchema, longitudeSchema } from '../../core/geo';

export const histogramTypeSchema = z.enum(['jobs', 'resumes', 'companies']);

export { JOB_SEARCH_LIMITS } from './search-values';

export const jobSearchParamsSchema = z
  .object({
    queryString: z.string().trim().max(200).optional(),
    locationObj: z
      .object({ lat: latitudeSchema(), lng: longitudeSchema(), text: z.string().max(200).optional() })
      .nullish(),
    radius: z.number().positive().max(20000).optional(),
    tags: z.array(z.string().max(JOB_SEARCH_LIMITS.tagLength)).max(JOB_SEARCH_LIMITS.values).optional(),
    employmentType: z.array(z.string().max(30)).max(10).optional(),
    seniorityLevel: z.array(z.string().max(30)).max(10).optional(),
    company: z.array(z.string().max(JOB_SEARCH_LIMITS.companyLength)).max(JOB_SEARCH_LIMITS.values).optional(),
    // seconds (Past day 172800 …)
    // bounded: the database turns it into a date (100 years at most)
    datePosted: z.number().int().positive().max(100 * 365 * 86_400, say(jobMessages.PostedTooLongAgo, { maximum: 100 })).optional(),
    // resumes: updated within this many seconds
    updated: z.number().int().positive().max(100 * 365 * 86_400, say(jobMessages.PostedTooLongAgo, { maximum: 100 })).optional(),
  })
  .default({});
export type JobSearchParams = z.infer<typeof jobSearchParamsSchema>;

// A filter's possible values with how many matches carry each, counted over the matches of the
// search (with the other filters applied, not the filter's own, so its alternatives stay offered).
// A broad search's counts are over its first 1,000 matches only: `approximate` then says each count
// is a lower bound.
export const facetValueSchema = z.object({ value: z.string(), count: z.number() });
export type FacetValue = z.infer<typeof facetValueSchema>;
export const searchFacetsSchema = z.object({
  tags: z.array(facetValueSchema),
  employmentType: z.array(facetValueSchema),
  seniorityLevel: z.array(facetValueSchema),
  company: z.array(facetValueSchema),
  approximate: z.boolean().optional(),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

const searchPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().optional(), totalCapped: z.boolean().optional(), noMore: z.boolean(), facets: searchFacetsSchema.optional() });
const oneCard = <T extends z.ZodType>(card: T) => z.union([z.object({ result: card, cardContent: z.string().optional() }), z.object({ notFound: z.literal(true) })]);

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
  saveUserJobR: {
    kind: 'command',
    access: 'recruiter',
    summary:
      'The recruiter\'s save from the job editor, new or edited, in one call: without jobId the job is posted (past the active-job limit it is saved inactive and jobLimitReached is true); with jobId the fields sent change on that job of mine. phoneToAllJobs is kept on the job, as saveUserJob keeps it. Answers the job as saved and My Jobs (results). Unlike createNewJob it never switches a seeker to recruiter.',
    input: z.union([
      z.object({ jobId: z.string().min(1), jobInfo: jobChangesSchema, phoneToAllJobs: z.boolean().optional() }).strict(),
      z.object({ jobInfo: jobInfoSchema, phoneToAllJobs: z.boolean().optional() }).strict(),
    ]),
    output: z.object({ results: z.array(jobSchema), job: jobSchema, jobLimitReached: z.boolean(), isPro: z.boolean() }),
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
    summary:
      `Search active jobs (histogramType jobs) or listed resumes (resumes); list rows come in chunks of ${JOB_CHUNK_SIZE} without the description. ` +
      `When getCount is true, total counts matches up to ${JOB_TOTAL_CAP} (totalCapped says there are more) and facets gives each filter's values with their counts over every match (over the first ${JOB_TOTAL_CAP} when there are more: approximate is then true and each count a lower bound).`,
    input: z.object({
      histogramType: histogramTypeSchema,
      params: jobSearchParamsSchema,
      chunk: z.number().int().min(0).max(1000).default(0),
      getCount: z.boolean().optional(),
    }),
    output: searchPage(z.union([jobListItemSchema, resumeListItemSchema])),
  },
  getHistogramObject: {
    kind: 'query',
    access: 'anonymous',
    summary: 'One card by id.',
    input: z.object({ histogramType: histogramTypeSchema, cardContent: z.string().optional(), id: z.string().min(1).max(200) }),
    output: oneCard(z.union([jobSchema, resumeSchema])),
  },
});

// The search calls as one list sees them: the same calls, answering with that list's rows only (the
// web's job list and resume list each build their endpoints from their own view).
const searchView = <L extends z.ZodType, C extends z.ZodType>(item: L, card: C) =>
  defineCalls({
    getHistogramObjects: { ...jobCalls.getHistogramObjects, output: searchPage(item) },
    getHistogramObject: { ...jobCalls.getHistogramObject, output: oneCard(card) },
  });
export const jobSearchCalls = searchView(jobListItemSchema, jobSchema);
export const resumeSearchCalls = searchView(resumeListItemSchema, resumeSchema);
