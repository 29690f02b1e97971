import { z } from 'zod';
import { coreMessages } from '../../core/messages';
import { identityMessages } from './messages';
import { storedEducationSchema, storedExperienceSchema, storedSocialLinksSchema } from './profile';
import { employmentTypes, seniorityLevels } from './work-kinds';

export { employmentTypes, seniorityLevels, type EmploymentType, type SeniorityLevel } from './work-kinds';

export const employmentTypeSchema = z.enum(employmentTypes);
export const seniorityLevelSchema = z.enum(seniorityLevels);

// Lowercased and trimmed before it is checked, as the sign-in form does.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, identityMessages.EmailRequired)
  .max(254, identityMessages.EmailTooLong)
  .pipe(z.email());

export const passwordSchema = z
  .string()
  .min(6)
  .max(128);

export const nameSchema = z.string().trim().min(1, coreMessages.Required).max(80);

// The user as the client sees it (getUserData, login, saveProfile).
export const userDataSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  noPhone: z.boolean(),
  title: z.string().nullable(),
  lookingforwork: z.boolean(),
  isAdmin: z.boolean(),
  isJHAdmin: z.boolean(),
  isJHUser: z.boolean(),
  isActiveJHUser: z.boolean(),
  // a customer-success manager of the coaching service (staff)
  isCSManager: z.boolean(),
  // a client admin of the coaching service
  isCAdmin: z.boolean(),
  // a user of one of the partner companies, whose dashboards they may see
  partner: z.enum(['first', 'second']).nullable(),
  isPro: z.boolean(),
  proEndDate: z.string().nullable(),
  contactCredit: z.number(),
  promoteCredit: z.number(),
  joblimit: z.number(),
  verified: z.boolean(),
  visible: z.boolean(),
  visibleSearchEngines: z.boolean(),
  showResume: z.boolean(),
  location: z.string().nullable(),
  loc_lat: z.number().nullable(),
  loc_lng: z.number().nullable(),
  seniorityLevel: seniorityLevelSchema.nullable(),
  employmentType: employmentTypeSchema,
  tags: z.array(z.string()),
  personal_info: z.string().nullable(),
  card_color: z.number(),
  datecreated: z.string(),
  updated: z.string(),
  // the rest of the person as the marketplace spec's User names it
  emailts: z.string(),
  avatar: z.object({ url: z.string() }).nullable(),
  // 1 while a promotion of the profile runs
  promoted: z.number(),
  excludedByAdmin: z.boolean(),
  anon: z.boolean(),
  lastActive: z.string(),
  source: z.string(),
  loggedinfrom: z.string(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  selectedTags: z.array(z.string()),
  experience: z.array(storedExperienceSchema),
  education: z.array(storedEducationSchema),
  social_links: storedSocialLinksSchema,
  description: z.string().nullable(),
  // the uploaded resume: its name and a signed link that expires
  resume: z.object({ name: z.string(), size: z.number(), uploadedAt: z.string(), url: z.string() }).nullable(),
  // tags found in the uploaded resume that are not yet among the tags
  suggestedTags: z.array(z.string()),
  // the badge dots of Activity
  hasJobsSuggestion: z.boolean(),
  hasMatchesCan: z.boolean(),
  hasApplicants: z.boolean(),
  hasMatchesRec: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const DEFAULT_JOB_LIMIT = 5;
export const PRO_JOB_LIMIT = 20;
export const CARD_COLORS = 14;
