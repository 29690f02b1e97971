import { z } from 'zod';
import { midServiceStatuses, salaryCurrencies, salaryFrequencies } from './lists';

const dated = z.object({ start: z.string(), end: z.string().nullable() });

export const journeyCommentSchema = z.object({
  id: z.string(),
  // the author's email (the spec matches authors by it) and name, as their account reads now
  author: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  content: z.string(),
  date: z.string(),
  edited: z.string().nullable(),
});
export type JourneyComment = z.infer<typeof journeyCommentSchema>;

export const midServiceQuestionnaireSchema = z.object({
  status: z.enum(midServiceStatuses).nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  salary: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryFrequency: z.string().nullable(),
  dateStart: z.string().nullable(),
  description: z.string().nullable(),
  jobAnswered: z.boolean(),
});

// The personal journey as getPersonalJourneyData answers it: the journey's own fields of spec §3.
// The publishing fields (CVs, cover letters, cycles, the publish state) are publishing's and are
// composed into the answer by its part (see personalJourneyDataOutput).
export const personalJourneySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  titleGroup: z.string().nullable(),
  titleCategories: z.array(z.string()),
  seniorityLevel: z.string().nullable(),
  lookingforwork: z.boolean(),
  plan: z.string().nullable(),
  status: z.string().nullable(),
  csManager: z.string().nullable(),
  csManagerName: z.string().nullable(),
  card_color: z.number(),
  currentStep: z.number(),
  completed: z.object({ dataChecked: z.boolean(), uploadCV: z.boolean(), firstMeeting: z.boolean() }),
  services: z.array(dated),
  beginServiceDate: z.string().nullable(),
  dateCreated: z.string(),
  signedDate: z.string().nullable(),
  cyclesLimit: z.number(),
  cyclesLimitExtra: z.number(),
  safetyNetExpireDate: z.string().nullable(),
  safetyNetActive: z.boolean(),
  safetyNetActivatingDate: z.string().nullable(),
  isSendFoundJobEmail: z.boolean(),
  isAddToRecruitersList: z.boolean(),
  sendCVFromDate: z.string().nullable(),
  journeyLink: z.string(),
  subscriptionId: z.string().nullable(),
  isSubscriptionClosed: z.boolean(),
  // when an ended subscription stops: the end of the billing cycle it was ended in
  subscriptionEndDate: z.string().nullable(),
  tashlumim: z.number().nullable(),
  hideSubscriptionCloseButton: z.boolean(),
  freezeHistory: z.array(dated),
  comments: z.array(journeyCommentSchema),
  questionnaireComments: z.string(),
  midServiceQuestionnaire: midServiceQuestionnaireSchema,
  isMidServiceQuestionnaire: z.boolean(),
  sawExplenations: z.boolean(),
  excludeList: z.array(z.string()),
});
export type PersonalJourney = z.infer<typeof personalJourneySchema>;

export const staffMemberSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

// What the client answers in the mid-service questionnaire: a status, and the job when employed.
export const midServiceAnswerInput = z
  .object({
    status: z.enum(midServiceStatuses),
    title: z.string().trim().max(120).nullable().optional(),
    company: z.string().trim().max(120).nullable().optional(),
    location: z.string().trim().max(200).nullable().optional(),
    salary: z.number().min(0).max(100_000_000).nullable().optional(),
    salaryCurrency: z.enum(salaryCurrencies).nullable().optional(),
    salaryFrequency: z.enum(salaryFrequencies).nullable().optional(),
    dateStart: z.iso.date().nullable().optional(),
    description: z.string().trim().max(5000).nullable().optional(),
  })
  .strict();

// Active when flagged, or while the expiry date is today or later (dates as YYYY-MM-DD).
export const isSafetyNetActive = (flag: boolean, expireDate: string | null, today: string): boolean => flag || (expireDate !== null && expireDate.slice(0, 10) >= today);

export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);
