import { z } from 'zod';
import { employmentTypeSchema, seniorityLevelSchema } from '../../identity/users/user';
import { currencies, salaryFrequencies } from '../jobs/job';
import { storedEducationSchema, storedExperienceSchema, storedSocialLinksSchema } from '../../identity/users/profile';

// A resume as a list row: what its card shows. The texts, the experience and education in full and
// the match come with the detail (getHistogramObject).
export const resumeListItemSchema = z.object({
  _id: z.string(),
  kind: z.literal('resume'),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  // the latest position: 'Backend developer at Acme'
  currentTitle: z.string().nullable(),
  currentCompany: z.string().nullable(),
  location: z.string().nullable(),
  loc_lat: z.number().nullable(),
  loc_lng: z.number().nullable(),
  seniorityLevel: seniorityLevelSchema.nullable(),
  employmentType: employmentTypeSchema,
  tags: z.array(z.string()),
  selectedTags: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  card_color: z.number(),
  promoted: z.number(),
  datecreated: z.string(),
  updated: z.string(),
  // km from the searched place, when a place was searched
  distanceKm: z.number().nullable(),
  slug: z.string(),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;

// 'How your Job match': the recruiter's active job that fits the resume best, and why, per part.
export const resumeMatchSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  tags: z.object({ matching: z.array(z.string()), missing: z.array(z.string()) }),
  seniority: z.object({ wanted: z.string(), offered: z.string().nullable(), same: z.boolean() }),
  location: z.object({ job: z.string(), resume: z.string().nullable(), distanceKm: z.number().nullable() }),
  salary: z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.enum(currencies),
    frequency: z.enum(salaryFrequencies),
  }),
});
export type ResumeMatch = z.infer<typeof resumeMatchSchema>;

export const resumeSchema = resumeListItemSchema.extend({
  personal_info: z.string().nullable(),
  description: z.string().nullable(),
  experience: z.array(storedExperienceSchema),
  education: z.array(storedEducationSchema),
  social_links: storedSocialLinksSchema,
  match: resumeMatchSchema.nullable(),
});
export type Resume = z.infer<typeof resumeSchema>;

// Slug: company, title, location (as a job's): the latest company, the headline and the place.
export const resumeSlug = (resume: { currentCompany: string | null; title: string | null; location: string | null }): string =>
  [resume.currentCompany, resume.title, resume.location]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
