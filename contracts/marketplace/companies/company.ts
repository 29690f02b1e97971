import { z } from 'zod';
import { COMPANY_NAME_MAX, COMPANY_URL_MAX } from './company-values';
import { companyMessages as m } from './messages';

// A company (marketplace spec §3 "Company"): its name, web address, the rating and sub-ratings its
// reviews give it, and the counts of its interviews, reviews and active jobs.

export const companyNameSchema = z.string({ error: m.CompanyNameRequired }).trim().min(1, m.CompanyNameRequired).max(COMPANY_NAME_MAX);
// a web address without a scheme gets http:// (spec §5); blank is none
export const companyUrlSchema = z
  .string()
  .trim()
  .max(COMPANY_URL_MAX)
  .transform((url) => (url === '' ? null : /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`))
  .pipe(z.union([z.null(), z.url({ protocol: /^https?$/ })]));

const average = z.number().nullable();
export const companySchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  // the addresses its logo may come from: its own, else the one its jobs give
  urls: z.array(z.string()),
  slug: z.string(),
  // the average of its reviews' ratings (current and former employees), one decimal; null before any
  rating: average,
  reviews: z.number(),
  interviews: z.number(),
  jobs: z.number(),
  // the averages of the sub-ratings people gave (each optional in a review)
  ratings: z.object({ careerOpportunities: average, compensationsBenefits: average, workLifeBalance: average, seniorManagement: average, cultureValues: average }),
  // the share (0–100) of reviewers who would recommend it to a friend, and who approve of the CEO
  recommendToFriend: average,
  ceoApproval: average,
  // interview reviews: how they rated the experience and how difficult it was
  interviewRating: average,
  interviewDifficulty: average,
  datecreated: z.string(),
});
export type Company = z.infer<typeof companySchema>;

// One of a company's active jobs, as its Jobs tab lists it.
export const companyJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  employmentType: z.string(),
  seniorityLevel: z.string(),
  datecreated: z.string(),
});
export type CompanyJob = z.infer<typeof companyJobSchema>;
