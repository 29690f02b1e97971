import { z } from 'zod';
import { journeyPublishingSchema } from '../documents/calls';
import { defineCalls } from '../../core/call';
import { coreMessages } from '../../core/messages';
import { richText } from '../../core/rich-text';
import { seniorityLevelSchema } from '../../identity/users/user';
import { historyEntrySchema } from '../../core/history-entry';
import { journeyAtSchema } from '../kpis/past';
import { LAST_STEP, journeySteps } from './lists';
import { journeyCommentSchema, midServiceAnswerInput, personalJourneySchema, staffMemberSchema } from './journey';
import { journeyMessages } from './messages';
import { withinYears } from '../../core/dates';

// Staff name the client; a client leaves it out (or names themselves).
const userId = z.string().trim().max(200).optional();
const day = withinYears(z.iso.date());
const journeyId = z.string().trim().min(1).max(200);
const text = (max: number) => z.string().trim().max(max);

const journeyAnswer = z.object({ personaljourney: personalJourneySchema });

// The part of getPersonalJourneyData that the documents and the publication answer (cycles,
// publishData, upcomingPublish and the journey's CV, cover-letter and publish fields): the client's
// combined read (coaching/documents' getJourneyPublishing), composed in by
// ops/coaching/journey/publishing-part.ts.
export const publishingPartSchema = journeyPublishingSchema;

// What each step of the journey is for, when getExplanations asks: by code, with the English text.
export const explanationSchema = z.object({ step: z.enum(journeySteps), messageCode: z.string(), message: z.string() });

export const personalJourneyDataOutput = z
  .object({
    personaljourney: personalJourneySchema,
    explenations: z.array(explanationSchema).nullable(),
    sendCVFromDate: z.string().nullable(),
    CSManagers: z.array(staffMemberSchema),
    statuses: z.array(z.string()),
    plans: z.array(z.string()),
    freezeHistory: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
    signedDate: z.string().nullable(),
  })
  .extend(publishingPartSchema.shape);

export const journeyDataInput = z
  .object({
    first_name: text(80).min(1, coreMessages.Required),
    last_name: text(80).min(1, coreMessages.Required),
    email: z.email(),
    phone: text(30).min(1, coreMessages.Required),
    title: text(120).min(1, coreMessages.Required),
    titleGroup: text(120),
    titleCategories: z.array(text(120).min(1)).max(10),
    seniorityLevel: seniorityLevelSchema,
    lookingforwork: z.boolean(),
    excludeList: z.array(text(254).min(1)).max(500),
    sawExplenations: z.boolean(),
    questionnaireComments: richText(z.string().trim().max(20_000)),
    midServiceQuestionnaire: midServiceAnswerInput,
  })
  .partial()
  .strict();

const service = z
  .object({ start: day, end: day.nullable().optional() })
  .strict()
  .refine((s) => !s.end || s.end >= s.start, { message: journeyMessages.ServiceEndsBeforeStart, path: ['end'] });

export const journeyAdminDataInput = z
  .object({
    cyclesLimit: z.number().int().min(0).max(100),
    cyclesLimitExtra: z.number().int().min(0).max(100),
    isSendFoundJobEmail: z.boolean(),
    isAddToRecruitersList: z.boolean(),
    sendCVFromDate: day.nullable(),
    safetyNetExpireDate: day.nullable(),
    services: z.array(service).max(50),
    beginServiceDate: day.nullable(),
    isMidServiceQuestionnaire: z.boolean(),
    hideSubscriptionCloseButton: z.boolean(),
  })
  .partial()
  .strict();

const comment = richText(z.string().trim().min(1, journeyMessages.CommentEmpty).max(5000));

const historyPosition = z.string().regex(/^\d{1,40}$/, coreMessages.NotALogPosition);

const historyPage = {
  page: z.number().int().min(0).max(1000).default(0),
  pageSize: z.number().int().min(1).max(100).default(20),
};

export const journeyCalls = defineCalls({
  getJourneyBrand: {
    kind: 'query',
    access: 'anonymous',
    summary: "The coaching brand's name ({product}), for the portal's logo and texts.",
    input: z.object({}).strict().default({}),
    output: z.object({ product: z.string() }),
  },
  getPersonalJourneyData: {
    kind: 'query',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A client's personal journey with the lists staff choose from (managers, statuses, plans). Staff pass the client's userId.",
    input: z.object({ getExplanations: z.boolean().optional(), userId }).strict(),
    output: personalJourneyDataOutput,
  },
  updatePersonalJourneyData: {
    kind: 'command',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "Save the journey's own fields (contact details, title, seniority, exclude list, the mid-service questionnaire's answer). Saving title data while on step 0 moves the journey to step 1 (setStep).",
    input: z.object({ data: journeyDataInput, userId }).strict(),
    output: journeyAnswer.extend({ setStep: z.number().nullable() }),
  },
  updatePersonalJourneyDataAdmin: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Staff: cycles limit, found-job mail and recruiters-list flags, send-CV-from date, safety-net date, service dates, the mid-service questionnaire switch.',
    input: z.object({ data: journeyAdminDataInput, userId }).strict(),
    output: journeyAnswer,
  },
  finishPersonalJourneyStep: {
    kind: 'command',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Complete the current step (at most step 5). step, when sent, is the step the caller is looking at: the current one, or one finished already (which changes nothing); a later one is refused.',
    input: z.object({ step: z.number().int().min(0).max(LAST_STEP).optional(), userId }).strict(),
    output: journeyAnswer,
  },
  changePersonalJourneyManager: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: the journey's customer-success manager, one of the staff accounts (CSManagers), or null for none.",
    input: z.object({ manager: z.string().trim().min(1).max(200).nullable(), userId }).strict(),
    output: journeyAnswer,
  },
  changePersonalJourneyStatus: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: the journey's status, one of statuses. Entering 'freezed' starts a freeze, leaving it ends it; 'signed' sets signedDate.",
    input: z.object({ status: z.string().trim().min(1).max(80), userId }).strict(),
    output: journeyAnswer,
  },
  changePersonalJourneyPlan: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: the journey's plan, one of plans.",
    input: z.object({ plan: z.string().trim().min(1).max(80), userId }).strict(),
    output: journeyAnswer,
  },
  updatePersonalJourneyLink: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Staff: the Old Journey link (a full web address, or empty to remove it).',
    input: z.object({ journeyLink: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: coreMessages.InvalidUrl }).max(2000)]), userId }).strict(),
    output: journeyAnswer,
  },
  addCommentToPesonalJourney: {
    kind: 'command',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Add a comment to a journey (journeyId is the journey’s _id).',
    input: z.object({ journeyId, newComment: comment, userId }).strict(),
    output: z.object({ comments: z.array(journeyCommentSchema) }),
  },
  editDeleteCommentToPesonalJourney: {
    kind: 'command',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Edit or delete a comment; only its author may.',
    input: z
      .object({ journeyId, id: z.string().trim().min(1).max(200), action: z.enum(['Edit', 'Delete']), editContent: comment.optional(), userId })
      .strict()
      .refine((v) => v.action === 'Delete' || v.editContent !== undefined, { message: journeyMessages.CommentEmpty, path: ['editContent'] }),
    output: z.object({ comments: z.array(journeyCommentSchema) }),
  },
  updateSafetyNet: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Staff: the safety net. It can be switched on only with an expiry date of today or later.',
    input: z.object({ newData: z.object({ safetyNetActive: z.boolean(), safetyNetExpireDate: day.nullable().optional() }).strict(), userId }).strict(),
    output: journeyAnswer,
  },
  endSubscription: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: end the client's subscription; it stops when the current monthly billing cycle ends (subscriptionEndDate).",
    input: z.object({ userId }).strict(),
    output: journeyAnswer,
  },
  getJourneyClients: {
    kind: 'query',
    access: 'staff',
    summary: 'Staff: the journey clients (active journey users), searched by name or email, to open one’s journey.',
    input: z.object({ search: z.string().trim().max(120).default('') }).strict(),
    output: z.object({
      list: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string(), status: z.string().nullable(), plan: z.string().nullable(), currentStep: z.number() })),
    }),
  },
  getPersonalJourneyHistory: {
    kind: 'query',
    access: 'staff',
    summary:
      "Staff: a journey's history (objectId is the journey's _id), newest first: who changed what and when, on whose behalf, from which request. With `at` (an ISO date-time, or a log position as an entry names it), also the journey, its publication, the interviews and the KPIs as they were then (past), read-only.",
    input: z.object({ objectId: journeyId, at: z.union([withinYears(z.iso.datetime({ offset: true })), historyPosition]).optional(), ...historyPage }).strict(),
    output: z.object({ list: z.array(historyEntrySchema), total: z.number(), past: journeyAtSchema.optional() }),
  },
});
