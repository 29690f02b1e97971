import { z } from 'zod';
import { coverLetterSchema, resumeSchema } from '../documents/documents';
import { publishStateSchema } from '../publication/publication';
import { midServiceStatuses, salaryCurrencies, salaryFrequencies } from './lists';
import { withinYears } from '../../core/dates';

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

// The journey's own fields of spec §3, as its read model holds them.
export const journeyOwnSchema = z.object({
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
export type JourneyOwn = z.infer<typeof journeyOwnSchema>;

const publish = publishStateSchema.shape;

// The fields of spec §3 that publishing keeps for a journey (its CVs and cover letters, the picked
// letter's content, the uploaded CV's link and time, where its publication stands).
export const journeyPublishingFieldsSchema = z.object({
  resumes: z.array(resumeSchema),
  coverLetters: z.array(coverLetterSchema),
  // the picked cover letter's content
  coverLetter: z.string(),
  // the CV file uploaded in the onboarding: a link signed for the reader, and when it came
  CVUrl: z.string().nullable(),
  CVUrlUploadTime: z.string().nullable(),
  isPublishApproved: publish.isPublishApproved,
  isPublish: publish.isPublish,
  isNeedTest: publish.isNeedTest,
  lastTestId: publish.lastTestId,
  publishApproveDate: publish.publishApproveDate,
  beginPublish: publish.beginPublish,
  active_cycle: publish.active_cycle,
  numberOfCycles: publish.numberOfCycles,
  autoPutOnPublishList: publish.autoPutOnPublishList,
  isPublishUpdateNeeded: publish.isPublishUpdateNeeded,
  publishDeclineReason: publish.publishDeclineReason,
});
export type JourneyPublishingFields = z.infer<typeof journeyPublishingFieldsSchema>;

type PublishingPart = { resumes: JourneyPublishingFields['resumes']; coverLetters: JourneyPublishingFields['coverLetters']; publish: z.infer<typeof publishStateSchema> };

// The journey's copy of what publishing answers (all but the uploaded CV's link, which the journey
// keeps): the server builds the journey with it, the web patches a journey it holds with it.
export const journeyPublishingFieldsOf = ({ resumes, coverLetters, publish: p }: PublishingPart): Omit<JourneyPublishingFields, 'CVUrl' | 'CVUrlUploadTime'> => ({
  resumes,
  coverLetters,
  coverLetter: coverLetters.find((c) => c.picked)?.content ?? '',
  isPublishApproved: p.isPublishApproved,
  isPublish: p.isPublish,
  isNeedTest: p.isNeedTest,
  lastTestId: p.lastTestId,
  publishApproveDate: p.publishApproveDate,
  beginPublish: p.beginPublish,
  active_cycle: p.active_cycle,
  numberOfCycles: p.numberOfCycles,
  autoPutOnPublishList: p.autoPutOnPublishList,
  isPublishUpdateNeeded: p.isPublishUpdateNeeded,
  publishDeclineReason: p.publishDeclineReason,
});

// The personal journey as every call that returns it answers it: its own fields and publishing's.
export const personalJourneySchema = journeyOwnSchema.extend(journeyPublishingFieldsSchema.shape);
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
    dateStart: withinYears(z.iso.date()).nullable().optional(),
    description: z.string().trim().max(5000).nullable().optional(),
  })
  .strict();

// Active when flagged, or while the expiry date is today or later (dates as YYYY-MM-DD).
export const isSafetyNetActive = (flag: boolean, expireDate: string | null, today: string): boolean => flag || (expireDate !== null && expireDate.slice(0, 10) >= today);

export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);
