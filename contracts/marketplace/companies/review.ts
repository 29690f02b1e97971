import { z } from 'zod';
import { richText } from '../../core/rich-text';
import { companyMessages as m } from './messages';
import {
  BUSINESS_OUTLOOK,
  CEO_JOB_PERFORMANCE,
  EMPLOYMENT_LENGTHS,
  GOT_OFFER,
  HOW_GOT_INTERVIEW,
  INTERVIEW_STAGES,
  type InterviewStage,
  isBlankText,
  JOB_FUNCTIONS,
  MAX_INTERVIEW_QUESTIONS,
  PROCESS_PERIOD_LABELS,
  RECOMMEND_TO_FRIEND,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_TYPES,
} from './review-values';

// A review of a company (marketplace spec §3 "Review" and "Interview review"), as addReview takes
// it: one shape per type, each with its required fields (§5), every message naming what to fix.

const companyId = z.string().trim().min(1).max(200);
const stars = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);
const subRating = stars(m.ReviewSubRating).optional();
const line = (max: number, required: string) => z.string({ error: required }).trim().min(1, required).max(max);
const rich = (required: string) => richText(z.string({ error: required }).trim().max(5000).refine((text) => !isBlankText(text), required));
const optionalRich = richText(z.string().trim().max(5000)).optional();
const year = (message: string) => z.number({ error: message }).int(message).min(1950, m.ReviewYearRange).max(2200, m.ReviewYearRange);

const common = {
  company: companyId,
  rating: stars(m.ReviewRatingRequired),
  title: line(120, m.ReviewTitleRequired),
  location: z.string().trim().max(200).optional(),
};

const employment = {
  ...common,
  employmentType: z.enum(REVIEW_EMPLOYMENT_TYPES, { error: m.ReviewEmploymentTypeRequired }),
  headline: line(150, m.ReviewHeadlineRequired),
  pros: rich(m.ReviewProsRequired),
  cons: rich(m.ReviewConsRequired),
  adviceToManagement: optionalRich,
  careerOpportunities: subRating,
  compensationsBenefits: subRating,
  workLifeBalance: subRating,
  seniorManagement: subRating,
  cultureValues: subRating,
  ceoJobPerformance: z.enum(CEO_JOB_PERFORMANCE).optional(),
  recommendToFriend: z.enum(RECOMMEND_TO_FRIEND).optional(),
  sixMonthBusinessOutlook: z.enum(BUSINESS_OUTLOOK).optional(),
  jobFunction: z.enum(JOB_FUNCTIONS).optional(),
  lengthOfEmployment: z.enum(EMPLOYMENT_LENGTHS).optional(),
};

export const interviewQuestionSchema = z.object({ question: line(1000, m.ReviewQuestionRequired), answer: z.string().trim().max(2000).optional() }).strict();

// the interview's stages, each ticked or not
const stageFlags = Object.fromEntries(INTERVIEW_STAGES.map((stage) => [stage, z.boolean().optional()])) as Record<InterviewStage, z.ZodOptional<z.ZodBoolean>>;

export const currentReviewSchema = z.object({ type: z.literal('current'), ...employment }).strict();
export const formerReviewSchema = z.object({ type: z.literal('former'), ...employment, lastYearEmployment: year(m.ReviewLastYearRequired) }).strict();
export const interviewReviewSchema = z
  .object({
    type: z.literal('interview'),
    ...common,
    interviewProcess: rich(m.ReviewProcessRequired),
    difficulty: stars(m.ReviewDifficultyRequired),
    gotOffer: z.enum(GOT_OFFER, { error: m.ReviewOfferRequired }),
    howGotInterview: z.enum(HOW_GOT_INTERVIEW).optional(),
    processPeriod: z.number().int().min(0).max(999).optional(),
    processPeriodLabel: z.enum(PROCESS_PERIOD_LABELS).optional(),
    interviewMonth: z.number().int().min(1).max(12).optional(),
    interviewYear: year(m.ReviewYearRange).optional(),
    ...stageFlags,
    howHelpfulJobSwipe: subRating,
    interviewQuestions: z.array(interviewQuestionSchema).max(MAX_INTERVIEW_QUESTIONS).optional(),
  })
  .strict();

export const addReviewSchema = z.discriminatedUnion('type', [currentReviewSchema, formerReviewSchema, interviewReviewSchema], { error: m.ReviewTypeRequired });
export type AddReviewInput = z.input<typeof addReviewSchema>;
export type AddReview = z.output<typeof addReviewSchema>;
// what a review holds besides its company and type
export type ReviewFields = Omit<AddReview, 'company' | 'type'>;

// A review's fields as stored (lenient: what was true when written; the event carries these).
const n = z.number().optional();
const s = z.string().optional();
export const storedReviewFieldsSchema = z.object({
  rating: z.number(),
  title: z.string(),
  location: s,
  employmentType: s,
  headline: s,
  pros: s,
  cons: s,
  adviceToManagement: s,
  careerOpportunities: n,
  compensationsBenefits: n,
  workLifeBalance: n,
  seniorManagement: n,
  cultureValues: n,
  ceoJobPerformance: s,
  recommendToFriend: s,
  sixMonthBusinessOutlook: s,
  jobFunction: s,
  lengthOfEmployment: s,
  lastYearEmployment: n,
  interviewProcess: s,
  difficulty: n,
  gotOffer: s,
  howGotInterview: s,
  processPeriod: n,
  processPeriodLabel: s,
  interviewMonth: n,
  interviewYear: n,
  ...stageFlags,
  howHelpfulJobSwipe: n,
  interviewQuestions: z.array(z.object({ question: z.string(), answer: s })).optional(),
});
export type StoredReviewFields = z.infer<typeof storedReviewFieldsSchema>;

// A review as getReviews answers it: no author named (people read 'Current employee', 'Former
// employee' or 'Interview candidate'); helpful: who found it helpful; mine and markedHelpful say
// what the reader may do (Helpful is disabled once marked, and on one's own review).
export const reviewSchema = storedReviewFieldsSchema.extend({
  _id: z.string(),
  type: z.enum(REVIEW_TYPES),
  company: z.string(),
  helpful: z.array(z.string()),
  mine: z.boolean(),
  markedHelpful: z.boolean(),
  datecreated: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
