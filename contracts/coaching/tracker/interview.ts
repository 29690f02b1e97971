import { z } from 'zod';
import { cycleSchema } from '../publication/publication';
import { closedStatuses } from './lists';

// The shapes the tracker's calls answer with (coaching spec §3: Interview, Interview group, Summary,
// Cycle, Questionnaire).

const summaryEntrySchema = z.object({ date: z.string(), content: z.string(), by: z.string(), isAdmin: z.boolean() });
export type SummaryEntry = z.infer<typeof summaryEntrySchema>;

export const interviewSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  company: z.string(),
  companyUrl: z.string().nullable(),
  title: z.string(),
  titleGroup: z.string().nullable(),
  titleCategories: z.array(z.string()),
  seniorityLevel: z.string().nullable(),
  interviewDate: z.string(),
  type: z.string(),
  channel: z.string().nullable(),
  isApproach: z.boolean(),
  assignmentType: z.string().nullable(),
  reviewFreeText: z.string().nullable(),
  csComment: z.string().nullable(),
  location: z.string().nullable(),
  interviewerName: z.string().nullable(),
  interviewerEmail: z.string().nullable(),
  interviewerPhone: z.string().nullable(),
  contact: z.string().nullable(),
  status: z.string(),
  feedback: z.string().nullable(),
  // the offer the offers feature holds for this company, if any
  offer: z.boolean(),
  position: z.number(),
  dateCreated: z.string(),
  clientSummary: z.array(summaryEntrySchema),
  managerSummary: z.array(summaryEntrySchema),
  ratings: z.record(z.string(), z.number()),
  // the publication cycle running at the interview's date (for the cycle filter), and its number
  cycleId: z.string().nullable(),
  cycle: z.number().nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

// One card per company: its interviews, newest first; date is the newest interview's.
export const interviewGroupSchema = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.string(),
  interviews: z.array(interviewSchema),
  // more than one interview and none closed
  mainProcess: z.boolean(),
  upcoming: z.boolean(),
});
export type InterviewGroup = z.infer<typeof interviewGroupSchema>;

export const isMainProcess = (interviews: readonly Pick<Interview, 'status'>[]): boolean =>
  interviews.length > 1 && !interviews.some((i) => (closedStatuses as readonly string[]).includes(i.status));

// A publication cycle as the tracker shows it: publishing's cycle with its nth position and the
// manager's comment and rating.
export const trackerCycleSchema = cycleSchema.extend({
  position: z.number(),
  csComment: z.string().nullable(),
  summaryDate: z.string().nullable(),
  summaryAuthor: z.string().nullable(),
  rating: z.number().nullable(),
});
export type TrackerCycle = z.infer<typeof trackerCycleSchema>;

// A part of a cycle that was sent: a publication row of the timeline.
export const publicationRowSchema = z.object({ cycleId: z.string(), cycle: z.number(), part: z.number(), date: z.string(), sentCount: z.number() });
export type PublicationRow = z.infer<typeof publicationRowSchema>;

export const journeySummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  date: z.string(),
  comment: z.string(),
  author: z.string(),
  cycleId: z.string().nullable(),
  summaryId: z.string(),
  cyclePosition: z.number().nullable(),
  index: z.number(),
});
export type JourneySummary = z.infer<typeof journeySummarySchema>;

// The offers of the client, as the offers feature lists them (read loosely: its shape is its own).
export const talentOfferSchema = z.looseObject({ _id: z.string(), company: z.string() });

export const questionnaireFieldNames = [
  'email',
  'fullName',
  'phone',
  'city',
  'age',
  'title',
  'company',
  'currentSalary',
  'howFindUs',
  'isWorking',
  'seniority',
  'jobTitle',
  'whyLeave',
  'jobSearchMonths',
  'interviews',
  'waysJobSearch',
  'witchPositionsLookingFor',
  'searchIssues',
  'searchGeoRenge',
  'dreamJob',
  'wishedSalary',
] as const;
export type QuestionnaireFieldName = (typeof questionnaireFieldNames)[number];
export const numericQuestionnaireFields: readonly QuestionnaireFieldName[] = ['age', 'currentSalary', 'jobSearchMonths', 'interviews', 'wishedSalary'];
export const booleanQuestionnaireFields: readonly QuestionnaireFieldName[] = ['isWorking'];

const answer = z.union([z.string(), z.number(), z.boolean()]).nullable();
export const questionnaireSchema = z.object({
  _id: z.string(),
  timestamp: z.string().nullable(),
  ...Object.fromEntries(questionnaireFieldNames.map((f) => [f, answer])) as Record<QuestionnaireFieldName, typeof answer>,
  // staff's comment on each field, by field name
  comments: z.record(z.string(), z.string()),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const leadSchema = z.object({ _id: z.string(), date: z.string(), communicationChannel: z.string(), csManager: z.string().nullable(), summary: z.string() });
export type Lead = z.infer<typeof leadSchema>;
