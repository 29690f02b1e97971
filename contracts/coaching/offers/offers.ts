import { z } from 'zod';
import { coreMessages } from '../../core/messages';
import { seniorityLevelSchema } from '../../identity/users/user';
import { salaryCurrencies, salaryFrequencies } from '../journey/lists';
import { DEFAULT_SALARY_CURRENCY, DEFAULT_SALARY_FREQUENCY, DEFAULT_TALENT_JOB_TYPE, offerFormVariants, talentJobTypes, type OfferFormVariant } from './lists';
import { talentJobFieldsSchema, talentOfferFieldsSchema } from './events';
import { offersMessages as m } from './messages';
import { withinYears } from '../../core/dates';

// A client's job as the calls answer it (spec §3 Talent job). offerId names the signed offer it
// came from; deleted jobs are not listed (deleteObject is always false in a list).
export const talentJobSchema = talentJobFieldsSchema.extend({
  _id: z.string(),
  deleteObject: z.boolean(),
  offerId: z.string().nullable(),
  dateCreated: z.string(),
});
export type TalentJob = z.infer<typeof talentJobSchema>;

export const offerBenefitsShape = {
  food: z.string(),
  transportation: z.string(),
  bonuses: z.string(),
  hybridDays: z.string(),
  daysOff: z.string(),
  companyLocation: z.string(),
  extraPerks: z.string(),
  optionsAndStockPackage: z.string(),
  cLevelTips: z.string(),
};

// A client's offer (spec §3 Talent offer), with the interview it came from and, once signed, the
// job it became.
export const talentOfferSchema = talentOfferFieldsSchema
  .omit({ benefits: true })
  .extend({
    _id: z.string(),
    // the benefits side by side with the other fields, as the spec's offer has them
    ...offerBenefitsShape,
    signed: z.boolean(),
    signedJobId: z.string().nullable(),
    startDate: z.string().nullable(),
    signedDate: z.string().nullable(),
    dateCreated: z.string(),
    dateUpdated: z.string(),
  });
export type TalentOffer = z.infer<typeof talentOfferSchema>;

// A client's side project: what they build or volunteer for while searching.
export const talentProjectSchema = z.object({
  _id: z.string(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dateCreated: z.string(),
});
export type TalentProject = z.infer<typeof talentProjectSchema>;

const text = (max: number) => z.string().trim().max(max);
const money = z.number().min(0).max(100_000_000).nullable();
const day = withinYears(z.iso.date());
export const offersId = z.string().trim().min(1).max(200);

// The job form (newJobData): a type (After Service unless chosen), a professional title from the
// list or written, the company as text; salary in ILS a month unless chosen.
export const talentJobInput = z
  .object({
    type: z.enum(talentJobTypes).default(DEFAULT_TALENT_JOB_TYPE),
    company: text(120).default(''),
    title: text(120).default(''),
    titleGroup: text(120).default(''),
    titleCategories: z.array(text(120).min(1)).max(10).default([]),
    seniority: seniorityLevelSchema.nullable().default(null),
    salary: money.default(null),
    salaryCurrency: z.enum(salaryCurrencies).default(DEFAULT_SALARY_CURRENCY),
    salaryFrequency: z.enum(salaryFrequencies).default(DEFAULT_SALARY_FREQUENCY),
    dateStart: day.nullable().default(null),
    description: text(5000).default(''),
  })
  .strict()
  .refine((j) => j.title !== '' || j.titleGroup !== '', { message: m.TalentJobTitleRequired, path: ['title'] });
export type TalentJobInput = z.output<typeof talentJobInput>;

const benefitInput = text(1000).default('');

// The offer form (newData): _id to edit one, isDelete to delete it. Which fields are required
// depends on the form (requiredOfferFields).
export const talentOfferInput = z
  .object({
    _id: offersId.optional(),
    isDelete: z.boolean().optional(),
    interviewId: offersId.nullable().default(null),
    company: text(120).default(''),
    title: text(120).default(''),
    titleGroup: text(120).default(''),
    titleCategories: z.array(text(120).min(1)).max(10).default([]),
    seniority: seniorityLevelSchema.nullable().default(null),
    firstSalaryOffer: money.default(null),
    firstSalaryOfferCurrency: z.enum(salaryCurrencies).default(DEFAULT_SALARY_CURRENCY),
    firstSalaryOfferFrequency: z.enum(salaryFrequencies).default(DEFAULT_SALARY_FREQUENCY),
    finalSalary: money.default(null),
    finalSalaryCurrency: z.enum(salaryCurrencies).default(DEFAULT_SALARY_CURRENCY),
    finalSalaryFrequency: z.enum(salaryFrequencies).default(DEFAULT_SALARY_FREQUENCY),
    clearJobDefenition: text(5000).default(''),
    food: benefitInput,
    transportation: benefitInput,
    bonuses: benefitInput,
    hybridDays: benefitInput,
    daysOff: benefitInput,
    companyLocation: benefitInput,
    extraPerks: benefitInput,
    optionsAndStockPackage: benefitInput,
    cLevelTips: benefitInput,
  })
  .strict();
export type TalentOfferInput = z.output<typeof talentOfferInput>;

// The form's variant when the caller does not say: an offer from an interview is the full form.
export const offerVariantOf = (variant: OfferFormVariant | undefined, interviewId: string | null): OfferFormVariant => variant ?? (interviewId ? 'full' : 'light');

type OfferFields = Pick<TalentOfferInput, 'company' | 'title' | 'titleGroup' | 'seniority' | 'firstSalaryOffer' | 'finalSalary' | 'clearJobDefenition'>;

// The fields left empty that the form requires, each with what to fix (spec §5: the full form
// requires company, title, seniority, both salaries and a clear job definition; the lighter one
// company and title).
export function missingOfferFields(offer: OfferFields, variant: OfferFormVariant): { field: keyof OfferFields; message: string }[] {
  const missing: { field: keyof OfferFields; message: string }[] = [];
  if (!offer.company) missing.push({ field: 'company', message: m.OfferCompanyRequired });
  if (!offer.title && !offer.titleGroup) missing.push({ field: 'title', message: m.OfferTitleRequired });
  if (variant === 'light') return missing;
  if (!offer.seniority) missing.push({ field: 'seniority', message: m.OfferSeniorityRequired });
  if (offer.firstSalaryOffer === null) missing.push({ field: 'firstSalaryOffer', message: m.OfferFirstSalaryRequired });
  if (offer.finalSalary === null) missing.push({ field: 'finalSalary', message: m.OfferFinalSalaryRequired });
  if (!offer.clearJobDefenition) missing.push({ field: 'clearJobDefenition', message: m.OfferJobDefinitionRequired });
  return missing;
}

export const offerVariantSchema = z.enum(offerFormVariants);

// The side-project form (newData): _id to edit one, isDelete to delete it.
export const talentProjectInput = z
  .object({
    _id: offersId.optional(),
    isDelete: z.boolean().optional(),
    title: text(200).default(''),
    link: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: coreMessages.InvalidUrl }).max(2000)]).default(''),
    description: text(5000).default(''),
    startDate: day.nullable().default(null),
    endDate: day.nullable().default(null),
  })
  .strict()
  .refine((p) => p.isDelete === true || p.title !== '', { message: m.TalentProjectTitleRequired, path: ['title'] })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, { message: m.TalentProjectEndsBeforeStart, path: ['endDate'] });
export type TalentProjectInput = z.output<typeof talentProjectInput>;
