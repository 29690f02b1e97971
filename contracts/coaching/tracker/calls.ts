import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { seniorityLevelSchema } from '../../identity/users/user';
import {
  interviewGroupSchema,
  interviewSchema,
  journeySummarySchema,
  leadSchema,
  publicationRowSchema,
  questionnaireFieldNames,
  questionnaireSchema,
  talentOfferSchema,
  trackerCycleSchema,
} from './interview';
import { assignmentTypes, channels, fieldSets, interviewStatuses, interviewTypes, ratingsFields, summaryTypes } from './lists';
import { trackerMessages as m } from './messages';
import { interviewFormIssues, questionnaireValueFits } from './rules';
import { withinYears } from '../../core/dates';

// Staff name the client; a client leaves it out (or names themselves).
const userId = z.string().trim().max(200).optional();
const id = z.string().trim().min(1).max(200);
const when = withinYears(z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: m.TrackerDateRequired }));
const text = (max: number) => z.string().trim().max(max).nullable().optional();
const clientsAndStaff = ['activeJourneyClient', 'staff'] as const;

// What the Add/Edit Interview dialog sends. A new interview needs the default set; an edit of one
// field set (field) sends that set's fields. The rules of coaching spec §5 are checked as a whole.
export const interviewInput = z
  .object({
    _id: id.optional(),
    field: z.enum(fieldSets).optional(),
    isDelete: z.boolean().optional(),
    company: z.string().trim().max(120).optional(),
    companyUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]).nullable().optional(),
    title: z.string().trim().max(120).optional(),
    titleGroup: text(120),
    titleCategories: z.array(z.string().trim().min(1).max(120)).max(10).optional(),
    seniorityLevel: seniorityLevelSchema.nullable().optional(),
    interviewDate: when.optional(),
    type: z.enum(interviewTypes).optional(),
    channel: z.enum(channels).nullable().optional(),
    assignmentType: z.enum(assignmentTypes).nullable().optional(),
    location: text(200),
    interviewerName: text(120),
    interviewerEmail: z.union([z.literal(''), z.email().max(254)]).nullable().optional(),
    interviewerPhone: z.string().trim().max(30).regex(/^[+\d\s()-]*$/).nullable().optional(),
    contact: text(500),
    reviewFreeText: text(20_000),
    csComment: text(20_000),
    status: z.enum(interviewStatuses).optional(),
    feedback: text(5000),
    ratings: z.record(z.enum(ratingsFields.map((r) => r.name) as [string, ...string[]]), z.number().int().min(1, m.TrackerRatingRange).max(5, m.TrackerRatingRange)).optional(),
  })
  .strict()
  .superRefine((data, ctx) => {
    for (const issue of interviewFormIssues(data)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type InterviewInput = z.infer<typeof interviewInput>;

// What the interview calls answer: the interview saved, every interview (upcoming first) and the
// company groups.
const trackerAnswer = z.object({ interview: interviewSchema.nullable(), interviews: z.array(interviewSchema), interviewGroups: z.array(interviewGroupSchema) });
// the spec's sort and refetch switches: the answer is always sorted upcoming first and carries the groups
const listSwitches = { interviewsSort: z.string().trim().max(40).optional(), fetchInterviewGroups: z.boolean().optional() };

const questionnaireValue = z.union([z.string().trim().max(5000), z.number().min(0).max(100_000_000), z.boolean()]).nullable();

export const trackerCalls = defineCalls({
  getInterviewsForUser: {
    kind: 'query',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A client's interviews (upcoming first) and their company groups, the publication cycles with their comments and ratings, the parts sent, the rating fields and the client's offers.",
    input: z.object({ userId }).strict(),
    output: z.object({
      interviews: z.array(interviewSchema),
      interviewGroups: z.array(interviewGroupSchema),
      cycles: z.array(trackerCycleSchema),
      publishesData: z.array(publicationRowSchema),
      ratingsFields: z.array(z.object({ name: z.string(), min: z.number(), max: z.number() })),
      talentOffers: z.array(talentOfferSchema),
    }),
  },
  createEditTalentInterview: {
    kind: 'command',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "Add an interview (newData without _id: status Interviewing and type HR Interview unless sent; position is the nth at the same company) or edit one (newData._id, the fields of one field set), or delete one (isDelete). The type sets isApproach and, when no channel is sent, the default channel. Only staff write csComment.",
    input: z.object({ newData: interviewInput, serviceToShow: z.number().int().min(1).max(100).optional(), newOffer: z.boolean().optional(), ...listSwitches, userId }).strict(),
    output: trackerAnswer,
  },
  editTalentInterviewStatus: {
    kind: 'command',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "The status of the company's newest interview (or interviewId's). They said no and I said no need a reason: feedback, or one given before. The web saves Got an Offer and the refusals from the status form.",
    input: z
      .object({ newStatus: z.enum(interviewStatuses, { error: m.TrackerStatusRequired }), company: z.string().trim().min(1, m.TrackerCompanyRequired).max(120), interviewId: id.optional(), feedback: text(5000), ...listSwitches, userId })
      .strict(),
    output: trackerAnswer,
  },
  editTalentInterviews: {
    kind: 'command',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "The company's feedback (the reason of a refusal) on its newest interview (or interviewId's).",
    input: z
      .object({ newData: z.object({ feedback: z.string().trim().min(1, m.TrackerReasonRequired).max(5000) }).strict(), company: z.string().trim().min(1, m.TrackerCompanyRequired).max(120), interviewId: id.optional(), userId })
      .strict(),
    output: trackerAnswer,
  },
  addEditInterviewComment: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: write an interview's client or manager summary; index rewrites that entry of its summaries, without it one is added.",
    input: z
      .object({ interviewId: id, kind: z.enum(['client', 'manager']), content: z.string().trim().min(1, m.TrackerSummaryRequired).max(20_000), index: z.number().int().min(0).max(1000).optional(), userId })
      .strict(),
    output: z.object({ interview: interviewSchema }),
  },
  addEditInterviewCommentNew: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: add, edit (editedComment._id) or delete (isDelete) a manager summary on the client's full journey timeline; firstRow and secondRow are the ids of the rows it is placed between.",
    input: z
      .object({
        journeyId: id,
        editedComment: z
          .object({
            _id: id.optional(),
            title: z.enum(summaryTypes, { error: m.TrackerTypeRequired }),
            date: when,
            comment: z.string().trim().min(1, m.TrackerSummaryRequired).max(20_000),
            cycleId: id.nullable().optional(),
            isDelete: z.boolean().optional(),
          })
          .strict(),
        serviceToShow: z.number().int().min(1).max(100).optional(),
        firstRow: id.nullable().optional(),
        secondRow: id.nullable().optional(),
        userId,
      })
      .strict(),
    output: z.object({ summaries: z.array(journeySummarySchema), newCycles: z.array(trackerCycleSchema) }),
  },
  changeCycleComment: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: the manager's comment on one of the client's publication cycles (id).",
    input: z.object({ id, comment: z.string().trim().max(20_000), userId }).strict(),
    output: z.object({ newCycles: z.array(trackerCycleSchema) }),
  },
  changeCycleRating: {
    kind: 'command',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Rate one of the client’s publication cycles (id) from 1 to 5.',
    input: z.object({ id, rating: z.number({ error: m.TrackerRatingRange }).int().min(1, m.TrackerRatingRange).max(5, m.TrackerRatingRange), userId }).strict(),
    output: z.object({ newCycles: z.array(trackerCycleSchema) }),
  },
  getCompaniesOptions: {
    kind: 'query',
    access: clientsAndStaff,
    summary: 'Companies named in interviews whose name starts with search (the first two letters the person typed), with their web address.',
    input: z.object({ search: z.string().trim().min(2, m.TrackerSearchTooShort).max(120) }).strict(),
    output: z.object({ list: z.array(z.object({ name: z.string(), url: z.string().nullable() })) }),
  },
  getTitlesOptions: {
    kind: 'query',
    access: clientsAndStaff,
    summary: 'The professional titles (title groups) by category.',
    input: z.object({}).strict().default({}),
    output: z.object({ list: z.array(z.object({ title: z.string(), category: z.string() })) }),
  },
  getTimelineDataForUser: {
    kind: 'query',
    access: clientsAndStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "The full journey timeline of one service period (serviceToShow, 1-based, the latest by default): its publications, manager summaries, interviews and freezes, with the service's days (freeze days left out).",
    input: z.object({ serviceToShow: z.number().int().min(1).max(100).optional(), userId }).strict(),
    output: z.object({
      summaryTypes: z.array(z.string()),
      talentOffers: z.array(talentOfferSchema),
      interviews: z.array(interviewSchema),
      cycles: z.array(trackerCycleSchema),
      publishesData: z.array(publicationRowSchema),
      summaries: z.array(journeySummarySchema),
      startService: z.string(),
      endService: z.string().nullable(),
      serviceToShow: z.number(),
      servicesTotal: z.number(),
      services: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
      freezes: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
      serviceDays: z.number(),
      beginServiceDate: z.string().nullable(),
      signedDate: z.string().nullable(),
    }),
  },
  getQuestionnaire: {
    kind: 'query',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: the client's intake questionnaire (null when none was filled) with staff's comments on its answers, and the leads attached to it.",
    input: z.object({ userId }).strict(),
    output: z.object({ questionnaire: questionnaireSchema.nullable(), leads: z.array(leadSchema) }),
  },
  setQuestionnaireFieldAndComments: {
    kind: 'command',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Staff: one answer of the client's questionnaire (fieldName, value) and staff's comment on it.",
    input: z
      .object({ questionnaireId: id, fieldName: z.enum(questionnaireFieldNames), value: questionnaireValue, comment: z.string().trim().max(5000).nullable().optional(), userId })
      .strict()
      .refine((v) => questionnaireValueFits(v.fieldName, v.value), { message: m.TrackerQuestionnaireValue, path: ['value'] }),
    output: z.object({ questionnaire: questionnaireSchema }),
  },
});
