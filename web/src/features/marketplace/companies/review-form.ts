import type { AddReviewInput } from '@contracts/marketplace/companies/review';
import { INTERVIEW_STAGES, missingFields, SUB_RATINGS, type InterviewStage, type ProcessPeriodLabel, type ReviewType, type SubRating } from '@contracts/marketplace/companies/review-values';

// The Add Review dialog's form: every field as typed, whatever the type chosen, so switching the
// type loses nothing; what is sent keeps the chosen type's fields, the empty ones left out.
export type ReviewForm = {
  type: ReviewType | '';
  rating: number | null;
  title: string;
  location: string;
  employmentType: string;
  headline: string;
  pros: string;
  cons: string;
  adviceToManagement: string;
  lastYearEmployment: number | '';
  subRatings: Record<SubRating, number | null>;
  ceoJobPerformance: string;
  recommendToFriend: string;
  sixMonthBusinessOutlook: string;
  jobFunction: string;
  lengthOfEmployment: string;
  interviewProcess: string;
  difficulty: number | null;
  gotOffer: string;
  howGotInterview: string;
  processPeriod: string;
  processPeriodLabel: ProcessPeriodLabel;
  interviewMonth: number | '';
  interviewYear: number | '';
  stages: Record<InterviewStage, boolean>;
  howHelpfulJobSwipe: number | null;
  interviewQuestions: { question: string; answer: string }[];
};

export const emptyReview = (): ReviewForm => ({
  type: '', rating: null, title: '', location: '', employmentType: '', headline: '', pros: '', cons: '', adviceToManagement: '', lastYearEmployment: '',
  subRatings: Object.fromEntries(SUB_RATINGS.map((s) => [s, null])) as Record<SubRating, number | null>,
  ceoJobPerformance: '', recommendToFriend: '', sixMonthBusinessOutlook: '', jobFunction: '', lengthOfEmployment: '', interviewProcess: '', difficulty: null, gotOffer: '', howGotInterview: '',
  processPeriod: '', processPeriodLabel: 'Days', interviewMonth: '', interviewYear: '',
  stages: Object.fromEntries(INTERVIEW_STAGES.map((s) => [s, false])) as Record<InterviewStage, boolean>,
  howHelpfulJobSwipe: null, interviewQuestions: [],
});

// The extra ratings appear once the headline, the pros, the cons or the advice is written (spec §4).
export const EXTRA_TRIGGERS = ['headline', 'pros', 'cons', 'adviceToManagement'] as const;

// Plain text as the rich text the server keeps: a paragraph per line, every character escaped.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const toHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

// The required fields of the chosen type still empty (the dialog marks them in the error colour).
export const missingOf = (form: ReviewForm): string[] => (form.type ? missingFields(form.type, { ...form, rating: form.rating ?? undefined, difficulty: form.difficulty ?? undefined, lastYearEmployment: form.lastYearEmployment === '' ? undefined : form.lastYearEmployment }) : ['type']);

const text = (value: string) => (value.trim() ? value.trim() : undefined);
const chosen = <T extends string>(value: string) => (value ? (value as T) : undefined);
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

// What addReview is sent for the form (its type chosen).
export function reviewInput(form: ReviewForm, company: string): AddReviewInput {
  const common = { company, rating: form.rating ?? 0, title: form.title.trim(), location: text(form.location) };
  if (form.type === 'interview') {
    const stages = Object.fromEntries(INTERVIEW_STAGES.filter((s) => form.stages[s]).map((s) => [s, true]));
    const questions = form.interviewQuestions.filter((q) => q.question.trim() || q.answer.trim()).map((q) => defined({ question: q.question.trim(), answer: text(q.answer) }));
    return defined({
      type: 'interview' as const,
      ...common,
      interviewProcess: toHtml(form.interviewProcess),
      difficulty: form.difficulty ?? 0,
      gotOffer: chosen<'accepted' | 'declined' | 'none'>(form.gotOffer) as 'none',
      howGotInterview: chosen<'other'>(form.howGotInterview),
      processPeriod: form.processPeriod.trim() === '' ? undefined : Number(form.processPeriod),
      processPeriodLabel: form.processPeriod.trim() === '' ? undefined : form.processPeriodLabel,
      interviewMonth: form.interviewMonth === '' ? undefined : form.interviewMonth,
      interviewYear: form.interviewYear === '' ? undefined : form.interviewYear,
      howHelpfulJobSwipe: form.howHelpfulJobSwipe ?? undefined,
      interviewQuestions: questions.length ? questions : undefined,
      ...stages,
    });
  }
  const employment = defined({
    ...common,
    employmentType: chosen<'FULL_TIME'>(form.employmentType) as 'FULL_TIME',
    headline: form.headline.trim(),
    pros: toHtml(form.pros),
    cons: toHtml(form.cons),
    adviceToManagement: toHtml(form.adviceToManagement) || undefined,
    ...Object.fromEntries(SUB_RATINGS.map((s) => [s, form.subRatings[s] ?? undefined])),
    ceoJobPerformance: chosen<'Approve'>(form.ceoJobPerformance),
    recommendToFriend: chosen<'Positive'>(form.recommendToFriend),
    sixMonthBusinessOutlook: chosen<'Positive'>(form.sixMonthBusinessOutlook),
    jobFunction: chosen<'engineering'>(form.jobFunction),
    lengthOfEmployment: chosen<'1to3'>(form.lengthOfEmployment),
  });
  return form.type === 'former'
    ? { ...employment, type: 'former', lastYearEmployment: form.lastYearEmployment === '' ? 0 : form.lastYearEmployment }
    : { ...employment, type: 'current' };
}
