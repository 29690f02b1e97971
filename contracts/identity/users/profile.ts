import { z } from 'zod';
import { coreMessages, say } from '../../core/messages';
import { resumeFile, imageFile, type UploadField } from '../../core/uploads';
import { orphanMessages } from '../../marketplace/orphan-applications/messages';
import { jobMessages } from '../../marketplace/jobs/messages';
import { identityMessages as profileMessages } from './messages';

// The profile's sections: their stored shapes (lenient, what events carry) and the form rules a
// person's input passes (with the server's normalisation of §5).

export const MAX_PROFILE_TAGS = 10;
export const MAX_PROFILE_BEST_TAGS = 3;
export const socialLinkNames = ['github', 'linkedin', 'facebook', 'twitter', 'global'] as const;
export type SocialLinkName = (typeof socialLinkNames)[number];

// ---- stored shapes (events and read models): no limits, no transforms

const storedNumber = z.number().nullable().optional();
const storedText = z.string().nullable().optional();
const storedPeriod = { location: storedText, startMonth: storedNumber, startYear: storedNumber, endMonth: storedNumber, endYear: storedNumber, description: storedText };
export const storedExperienceSchema = z.object({ title: z.string(), company: z.string(), ...storedPeriod });
export type ExperienceEntry = z.infer<typeof storedExperienceSchema>;

export const storedEducationSchema = z.object({ school: z.string(), degree: storedText, fieldOfStudy: storedText, ...storedPeriod });
export type EducationEntry = z.infer<typeof storedEducationSchema>;

export const storedSocialLinksSchema = z.object(Object.fromEntries(socialLinkNames.map((name) => [name, z.string().nullable().optional()])) as Record<SocialLinkName, z.ZodOptional<z.ZodNullable<z.ZodString>>>);
export type SocialLinks = z.infer<typeof storedSocialLinksSchema>;

// A kept file as the profile refers to it (the resume, the avatar): the stored upload's id.
export const storedProfileFileSchema = z.object({
  id: z.string(),
  kind: z.string(),
  mime: z.string(),
  name: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type ProfileFile = z.infer<typeof storedProfileFileSchema>;

// ---- server rules (§5), shared with the browser's forms

// Zero-width and direction marks, soft hyphens, BOM: invisible, yet they break search and equality.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
export const stripInvisible = (text: string): string => text.replace(INVISIBLE, '');

// 'dana  COHEN-levi' → 'Dana Cohen-Levi'
export const titleCase = (name: string): string =>
  stripInvisible(name)
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-'])(\p{L})/gu, (_whole, before: string, letter: string) => before + letter.toUpperCase());

// Digits and plus only; a local number that lost its 0 gets it back; a local 0 becomes +972.
export const normalisePhone = (phone: string): string => {
  let digits = stripInvisible(phone).replace(/[^\d+]/g, '');
  if (digits.length > 5 && digits.startsWith('5')) digits = `0${digits}`;
  if (digits.length > 5 && digits.startsWith('0')) digits = `+972${digits.slice(1)}`;
  return digits;
};

// A web address without a scheme gets http://.
export const withScheme = (url: string): string => {
  const trimmed = stripInvisible(url).trim();
  if (!trimmed) return trimmed;
  return /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
};

const text = (max: number) => z.string().transform(stripInvisible).pipe(z.string().trim().max(max));
const optionalText = (max: number) => text(max).nullable().optional();
const requiredText = (max: number, message: string) => text(max).pipe(z.string().min(1, message));
export const profileNameSchema = z
  .string()
  .transform(titleCase)
  .pipe(z.string().max(80));

const month = z.number().int(coreMessages.NotAWholeNumber).min(1).max(12);
const year = z.number().int(coreMessages.NotAWholeNumber).min(1950).max(2100);
const requiredMonth = z.number({ error: profileMessages.StartMonthRequired }).pipe(month);
const requiredYear = z.number({ error: profileMessages.StartYearRequired }).pipe(year);

type Dated = { startMonth?: number | null; startYear?: number | null; endMonth?: number | null; endYear?: number | null };
const endAfterStart = (entry: Dated) => {
  if (entry.endYear == null || entry.startYear == null) return true;
  if (entry.endYear !== entry.startYear) return entry.endYear > entry.startYear;
  return entry.endMonth == null || entry.startMonth == null || entry.endMonth >= entry.startMonth;
};
const endRule = { path: ['endYear'], message: profileMessages.EndBeforeStart };

// what an experience and an education entry share: where, when, what
const periodFields = {
  location: optionalText(200),
  startMonth: requiredMonth,
  startYear: requiredYear,
  endMonth: month.nullable().optional(),
  endYear: year.nullable().optional(),
  description: optionalText(5000),
};

export const experienceInput = z
  .object({ title: requiredText(120, profileMessages.JobTitleRequired), company: requiredText(120, jobMessages.CompanyRequired), ...periodFields })
  .strict()
  .refine(endAfterStart, endRule);

export const educationInput = z
  .object({ school: requiredText(160, profileMessages.SchoolRequired), degree: optionalText(120), fieldOfStudy: optionalText(120), ...periodFields })
  .strict()
  .refine(endAfterStart, endRule);

const link = z
  .string()
  .transform(withScheme)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: coreMessages.InvalidUrl }).max(500)]))
  .transform((url) => url || null);
export const socialLinksInput = z.object(Object.fromEntries(socialLinkNames.map((name) => [name, link.nullable().optional()])) as Record<SocialLinkName, z.ZodOptional<z.ZodNullable<typeof link>>>).strict();

const tag = text(60).pipe(z.string().min(1));
export const profileTagsInput = z.array(tag).max(MAX_PROFILE_TAGS, say(jobMessages.TooManyTags, { maximum: MAX_PROFILE_TAGS }));
export const profileBestTagsInput = z.array(tag).max(MAX_PROFILE_BEST_TAGS, say(jobMessages.TooManyBestTags, { maximum: MAX_PROFILE_BEST_TAGS }));

export const profilePhoneInput = z
  .string()
  .refine((raw) => !stripInvisible(raw).trim() || /\d/.test(raw), profileMessages.PhoneInvalid)
  .transform(normalisePhone)
  .pipe(z.string().max(20).refine((phone) => phone === '' || /^\+?\d{3,}$/.test(phone), profileMessages.PhoneInvalid))
  .transform((phone) => phone || null);

// Best tags are among the tags; a removed tag is no longer best.
export const keepBestAmongTags = (tags: readonly string[], best: readonly string[]): string[] => {
  const keys = new Set(tags.map((t) => t.toLowerCase()));
  return best.filter((t) => keys.has(t.toLowerCase()));
};

// ---- the profile's files (marketplace spec §5, §9)

export const PROFILE_RESUME_MAX_BYTES = 512_000;
export const profileResumeFile: UploadField = {
  ...resumeFile,
  maxBytes: PROFILE_RESUME_MAX_BYTES,
  // the upload dialog's own texts, as when applying without an account
  messages: { tooLarge: orphanMessages.ResumeTooLarge, notAccepted: orphanMessages.ResumeTypeRefused },
};

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 120;
export const AVATAR_ZOOM = { min: 1, max: 4, step: 0.1 } as const;
export const avatarImageFile: UploadField = { ...imageFile, maxBytes: AVATAR_MAX_BYTES, messages: { tooLarge: profileMessages.AvatarInvalid, notAccepted: profileMessages.AvatarInvalid } };

// The part of the picture to keep, in the picture's own pixels (what the crop dialog chose).
const pixel = z.coerce.number().int().min(0).max(20_000);
export const avatarCropInput = { x: pixel.optional(), y: pixel.optional(), width: pixel.optional(), height: pixel.optional() };
