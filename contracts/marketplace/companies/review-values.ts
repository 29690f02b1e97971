import { employmentTypes } from '../../identity/users/work-kinds';

// The Add Review dialog's lists and each type's required fields, apart from the schemas (the web
// marks missing fields without a round trip; review.ts holds the schemas).

export const REVIEW_TYPES = ['current', 'former', 'interview'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
// a tab's list: the reviews of people who work or worked there, or the interview reviews
export type ReviewKind = 'review' | 'interview';
export const kindOfReview = (type: ReviewType): ReviewKind => (type === 'interview' ? 'interview' : 'review');

export const SUB_RATINGS = ['careerOpportunities', 'compensationsBenefits', 'workLifeBalance', 'seniorManagement', 'cultureValues'] as const;
export type SubRating = (typeof SUB_RATINGS)[number];

export const CEO_JOB_PERFORMANCE = ['Approve', 'Neutral', 'Disapprove'] as const;
export const RECOMMEND_TO_FRIEND = ['Positive', 'Negative'] as const;
export const BUSINESS_OUTLOOK = ['Positive', 'Neutral', 'Negative'] as const;
export const EMPLOYMENT_LENGTHS = ['lessThan1', '1to3', '3to5', '5to8', '8to10', '10plus'] as const;
export const JOB_FUNCTIONS = [
  'administrative', 'arts', 'business', 'consulting', 'customerService', 'dataScience', 'design', 'education', 'engineering', 'finance', 'healthcare', 'humanResources',
  'it', 'legal', 'logistics', 'manufacturing', 'marketing', 'operations', 'productManagement', 'projectManagement', 'qualityAssurance', 'research', 'sales',
] as const;
export const REVIEW_EMPLOYMENT_TYPES = employmentTypes;

export const GOT_OFFER = ['accepted', 'declined', 'none'] as const;
export const HOW_GOT_INTERVIEW = ['online', 'referral', 'recruiter', 'campus', 'agency', 'inPerson', 'other'] as const;
export const PROCESS_PERIOD_LABELS = ['Days', 'Weeks', 'Months'] as const;
export type ProcessPeriodLabel = (typeof PROCESS_PERIOD_LABELS)[number];
export const INTERVIEW_STAGES = ['phoneScreen', 'oneOnOne', 'groupPanel', 'skillsReview', 'personalityQuiz', 'drugTest', 'iqTest', 'backgroundCheck', 'presentation', 'other'] as const;
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];
// five difficulty levels: 1 very easy … 5 very difficult
export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
export const MAX_INTERVIEW_QUESTIONS = 20;

// The last five years, this one first: the years a review's selects offer and the server takes.
export const recentYears = (now: Date): number[] => Array.from({ length: 5 }, (_, i) => now.getUTCFullYear() - i);

// The fields each type requires (spec §5), in the dialog's order: the dialog marks the missing ones
// in the error colour, the server refuses them naming the field.
export const REQUIRED_FIELDS: Readonly<Record<ReviewType, readonly string[]>> = {
  current: ['rating', 'employmentType', 'title', 'headline', 'pros', 'cons'],
  former: ['rating', 'lastYearEmployment', 'employmentType', 'title', 'headline', 'pros', 'cons'],
  interview: ['rating', 'title', 'interviewProcess', 'difficulty', 'gotOffer'],
};

// Rich text (pros, cons, advice, the process) is empty when nothing but markup is left.
export const isBlankText = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '') || (typeof value === 'number' && !Number.isFinite(value));

// The required fields of a type the form leaves empty.
export const missingFields = (type: ReviewType, form: Readonly<Record<string, unknown>>): string[] => REQUIRED_FIELDS[type].filter((field) => isBlankText(form[field]));
