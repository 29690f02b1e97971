import { z } from 'zod';
import { questionnaireMessages as m } from './messages';

// The intake questionnaire's answers (back-office spec §3 "Questionnaire answers"); timestamp is
// when it was sent.
const text = (max = 500) => z.string().trim().max(max).default('');
const count = (max: number) => z.number(m.QuestionnaireWholeNumber).int(m.QuestionnaireWholeNumber).min(0, m.QuestionnaireWholeNumber).max(max, m.QuestionnaireWholeNumber).nullable().default(null);

export const answersSchema = z
  .object({
    email: z.email().max(200),
    fullName: z.string(m.QuestionnaireFullName).trim().min(2, m.QuestionnaireFullName).max(200),
    phone: z.string(m.QuestionnairePhone).trim().min(6, m.QuestionnairePhone).max(40),
    city: text(100),
    age: z.number(m.QuestionnaireAge).int(m.QuestionnaireAge).min(16, m.QuestionnaireAge).max(99, m.QuestionnaireAge).nullable().default(null),
    howFindUs: text(200),
    isWorking: z.boolean().nullable().default(null),
    seniority: text(100),
    jobTitle: text(200),
    whyLeave: text(),
    jobSearchMonths: count(240),
    interviews: count(1000),
    waysJobSearch: text(),
    witchPositionsLookingFor: text(),
    searchIssues: text(),
    currentSalary: count(10_000_000),
    searchGeoRenge: text(200),
    dreamJob: text(),
    wishedSalary: count(10_000_000),
    linkSource: text(500),
  })
  .strict();
export type AnswersInput = z.input<typeof answersSchema>;
export type Answers = z.output<typeof answersSchema>;
export const answerFields = Object.keys(answersSchema.shape) as (keyof Answers)[];
export type AnswerField = keyof Answers;

// Which fields setQuestionnaireField may set, each by its own rule.
export const answerFieldSchema = z.enum(answerFields as [AnswerField, ...AnswerField[]]);

export const meetingSchema = z.object({ slotId: z.string(), start: z.string(), end: z.string() });

// A questionnaire as staff read it.
const str = z.string();
const num = z.number().nullable();
export const questionnaireSchema = z.object({
  _id: str,
  timestamp: str,
  email: str,
  fullName: str,
  phone: str,
  city: str,
  age: num,
  howFindUs: str,
  isWorking: z.boolean().nullable(),
  seniority: str,
  jobTitle: str,
  whyLeave: str,
  jobSearchMonths: num,
  interviews: num,
  waysJobSearch: str,
  witchPositionsLookingFor: str,
  searchIssues: str,
  currentSalary: num,
  searchGeoRenge: str,
  dreamJob: str,
  wishedSalary: num,
  linkSource: str,
  status: str,
  contacted: z.boolean(),
  meeting: meetingSchema.nullable(),
  // a signed link to the CV attached, when there is one
  cvFile: z.object({ name: str, url: str }).nullable(),
  // the lead the questionnaire brought
  leadId: str.nullable(),
});
export type QuestionnaireRow = z.infer<typeof questionnaireSchema>;
