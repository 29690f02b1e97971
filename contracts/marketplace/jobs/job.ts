import { z } from 'zod';
import { richText } from '../../core/rich-text';
import { employmentTypeSchema, seniorityLevelSchema } from '../../identity/users/user';
import { say } from '../../core/messages';
import { jobMessages } from './messages';
import { latitudeSchema, longitudeSchema } from '../../core/geo';

export { JOB_CHUNK_SIZE, JOB_TOTAL_CAP, jobSlug } from './search-values';

export const jobStatuses = ['A', 'O', 'D'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const currencies = ['ILS', 'USD', 'EUR', 'GBP'] as const;
export const salaryFrequencies = ['HOUR', 'MONTH', 'YEAR'] as const;

export const MAX_TAGS = 10;
export const MAX_BEST_TAGS = 3;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

// The job form's fields (marketplace spec §5), shared by the browser form and the server. No
// defaults here: a partial change must not fill in fields it does not mention.
const jobFieldShape = {
    title: z.string().trim().min(1, jobMessages.TitleRequired).max(120),
    company: z.string().trim().min(1, jobMessages.CompanyRequired).max(120),
    company_url: optionalText(300),
    employmentType: employmentTypeSchema,
    seniorityLevel: seniorityLevelSchema,
    // HTML: the server keeps only simple formatting (contracts/core/rich-text.ts)
    description: richText(z.string().trim().min(1, jobMessages.DescriptionRequired).max(20000)),
    location: z.string().trim().min(1, jobMessages.PickLocation).max(200),
    loc_lat: latitudeSchema({ error: jobMessages.PickLocation }),
    loc_lng: longitudeSchema({ error: jobMessages.PickLocation }),
    country: z.string().trim().max(80),
    countryCode: z.string().trim().max(2),
    streetAddress: optionalText(200),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d*$/, jobMessages.ZipCodeNumeric)
      .max(10)
      .nullish()
      .transform((v) => (v ? v : null)),
    salaryMin: z.number().min(0, jobMessages.SalaryNegative).nullish().transform((v) => v ?? null),
    salaryMax: z.number().min(0, jobMessages.SalaryNegative).nullish().transform((v) => v ?? null),
    salaryCurrency: z.enum(currencies),
    salaryFrequency: z.enum(salaryFrequencies),
    tags: z.array(z.string().trim().min(1).max(60)).max(MAX_TAGS, say(jobMessages.TooManyTags, { maximum: MAX_TAGS })),
    selectedTags: z.array(z.string().trim().min(1).max(60)).max(MAX_BEST_TAGS, say(jobMessages.TooManyBestTags, { maximum: MAX_BEST_TAGS })),
    phone: optionalText(30),
    phoneToAllJobs: z.boolean(),
};

// A whole job: what the form may leave out gets its default.
export const jobFieldsSchema = z.object({
  ...jobFieldShape,
  country: jobFieldShape.country.default('Israel'),
  countryCode: jobFieldShape.countryCode.default('IL'),
  salaryCurrency: jobFieldShape.salaryCurrency.default('ILS'),
  salaryFrequency: jobFieldShape.salaryFrequency.default('MONTH'),
  tags: jobFieldShape.tags.default([]),
  selectedTags: jobFieldShape.selectedTags.default([]),
  phoneToAllJobs: jobFieldShape.phoneToAllJobs.default(false),
});

// An edit: only the fields it names.
export const jobChangesSchema = z.object(jobFieldShape).partial();

const pairFields = new Set(['salaryMin', 'salaryMax', 'tags', 'selectedTags']);

export const jobInfoSchema = jobFieldsSchema.superRefine(
  (job, ctx) => {
    if (job.salaryMin !== null && job.salaryMax === null) ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: jobMessages.SalaryMaxRequired });
    if (job.salaryMax !== null && job.salaryMin === null) ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: jobMessages.SalaryMinRequired });
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMax < job.salaryMin)
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: jobMessages.SalaryMaxBelowMin });
    const missing = job.selectedTags.filter((t) => !job.tags.includes(t));
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['selectedTags'], message: say(jobMessages.BestTagsNotTags, { tags: missing.join(', ') }) });
    if (new Set(job.tags.map((t) => t.toLowerCase())).size !== job.tags.length) ctx.addIssue({ code: 'custom', path: ['tags'], message: jobMessages.TagTwice });
  },
  // The pair rules run whenever the fields they read are good, however many others are not: a form
  // shows every problem at once (zod skips a refinement after any failed field otherwise).
  // (Not when the job is no object at all: nothing to read.)
  {
    when: (payload) =>
      typeof payload.value === 'object' && payload.value !== null && !payload.issues.some((issue) => !issue.path?.length || pairFields.has(String(issue.path[0]))),
  },
);
export type JobInfo = z.output<typeof jobInfoSchema>;
export type JobInfoInput = z.input<typeof jobInfoSchema>;

// A job as lists and cards show it.
export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  company_url: z.string().nullable(),
  employmentType: employmentTypeSchema,
  seniorityLevel: seniorityLevelSchema,
  description: z.string(),
  location: z.string(),
  loc_lat: z.number(),
  loc_lng: z.number(),
  country: z.string(),
  countryCode: z.string(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.enum(currencies),
  salaryFrequency: z.enum(salaryFrequencies),
  tags: z.array(z.string()),
  selectedTags: z.array(z.string()),
  phone: z.string().nullable(),
  phoneToAllJobs: z.boolean(),
  jobstatus: jobStatusSchema,
  jobownerid: z.string(),
  datecreated: z.string(),
  updated: z.string(),
  applies: z.number(),
  promoted: z.number(),
  slug: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

// A job as a list row: what a card shows. The description and the contact come with the detail
// (getHistogramObject), so a chunk of 600 rows stays small.
export const jobListItemSchema = jobSchema.omit({
  description: true,
  phone: true,
  phoneToAllJobs: true,
  jobownerid: true,
  streetAddress: true,
  postalCode: true,
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

