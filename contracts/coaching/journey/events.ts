import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

// Stored events of a personal journey (stream journey-{userId}); lenient: what was true when
// written. Who made a change is in the metadata (actor, onBehalfOf), never in the data.
const service = z.object({ start: z.string(), end: z.string().nullable().optional() });

// What the client (or staff for them) saved of the journey's own data. Erased personal fields read {}.
export const journeyDataFieldsSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    title: z.string(),
    titleGroup: z.string(),
    titleCategories: z.array(z.string()),
    seniorityLevel: z.string(),
    lookingforwork: z.boolean(),
    excludeList: z.array(z.string()),
    sawExplenations: z.boolean(),
    questionnaireComments: z.string(),
  })
  .partial();
export type JourneyDataFields = z.infer<typeof journeyDataFieldsSchema>;

export const journeyAdminFieldsSchema = z
  .object({
    cyclesLimit: z.number(),
    cyclesLimitExtra: z.number(),
    isSendFoundJobEmail: z.boolean(),
    isAddToRecruitersList: z.boolean(),
    sendCVFromDate: z.string().nullable(),
    safetyNetExpireDate: z.string().nullable(),
    services: z.array(service),
    beginServiceDate: z.string().nullable(),
    isMidServiceQuestionnaire: z.boolean(),
    hideSubscriptionCloseButton: z.boolean(),
  })
  .partial();
export type JourneyAdminFields = z.infer<typeof journeyAdminFieldsSchema>;

export const midServiceAnswerSchema = z
  .object({
    status: z.string(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    location: z.string().nullable(),
    salary: z.number().nullable(),
    salaryCurrency: z.string().nullable(),
    salaryFrequency: z.string().nullable(),
    dateStart: z.string().nullable(),
    description: z.string().nullable(),
  })
  .partial();

const fieldNames = (fields: object) => Object.keys(fields).sort();

export const journeyEvents = defineEvents({
  JourneyDataUpdated: event(z.object({ userId: z.string(), fields: journeyDataFieldsSchema, updatedAt: z.string() }), {
    personal: ['fields.first_name', 'fields.last_name', 'fields.email', 'fields.phone', 'fields.questionnaireComments'],
    describe: (d) => ({ key: 'journey.dataUpdated', params: { fields: fieldNames(d.fields) } }),
  }),
  JourneyAdminDataUpdated: event(z.object({ userId: z.string(), fields: journeyAdminFieldsSchema, updatedAt: z.string() }), {
    describe: (d) => ({ key: 'journey.adminDataUpdated', params: { fields: fieldNames(d.fields) } }),
  }),
  JourneyStepFinished: event(z.object({ userId: z.string(), from: z.number(), to: z.number(), finishedAt: z.string() }), {
    describe: (d) => ({ key: 'journey.stepFinished', params: { from: d.from, to: d.to } }),
  }),
  // Back to test: the journey returns to an earlier step (the Test Email step) with a new publish record
  JourneyStepReturned: event(z.object({ userId: z.string(), from: z.number(), to: z.number(), returnedAt: z.string() }), {
    describe: (d) => ({ key: 'journey.stepReturned', params: { from: d.from, to: d.to } }),
  }),
  JourneyManagerChanged: event(z.object({ userId: z.string(), manager: z.string().nullable(), changedAt: z.string() }), {
    describe: () => ({ key: 'journey.managerChanged', params: {} }),
  }),
  JourneyStatusChanged: event(z.object({ userId: z.string(), status: z.string(), changedAt: z.string() }), {
    describe: (d, earlier) => ({ key: 'journey.statusChanged', params: { from: earlier.status ?? null, to: d.status }, remember: { status: d.status } }),
  }),
  JourneyPlanChanged: event(z.object({ userId: z.string(), plan: z.string(), changedAt: z.string() }), {
    describe: (d, earlier) => ({ key: 'journey.planChanged', params: { from: earlier.plan ?? null, to: d.plan }, remember: { plan: d.plan } }),
  }),
  JourneyLinkUpdated: event(z.object({ userId: z.string(), journeyLink: z.string(), updatedAt: z.string() }), {
    describe: () => ({ key: 'journey.linkUpdated', params: {} }),
  }),
  JourneyCommentAdded: event(z.object({ userId: z.string(), commentId: z.string(), authorId: z.string(), content: z.string(), addedAt: z.string() }), {
    personal: ['content'],
    describe: () => ({ key: 'journey.commentAdded', params: {} }),
  }),
  JourneyCommentEdited: event(z.object({ userId: z.string(), commentId: z.string(), content: z.string(), editedAt: z.string() }), {
    personal: ['content'],
    describe: () => ({ key: 'journey.commentEdited', params: {} }),
  }),
  JourneyCommentDeleted: event(z.object({ userId: z.string(), commentId: z.string(), deletedAt: z.string() }), {
    describe: () => ({ key: 'journey.commentDeleted', params: {} }),
  }),
  SafetyNetUpdated: event(
    z.object({ userId: z.string(), safetyNetActive: z.boolean(), safetyNetExpireDate: z.string().nullable(), safetyNetActivatingDate: z.string().nullable(), updatedAt: z.string() }),
    { describe: (d) => ({ key: 'journey.safetyNetUpdated', params: { active: d.safetyNetActive, until: d.safetyNetExpireDate } }) },
  ),
  SubscriptionEndRequested: event(z.object({ userId: z.string(), effectiveAt: z.string(), requestedAt: z.string() }), {
    describe: (d) => ({ key: 'journey.subscriptionEnded', params: { effectiveAt: d.effectiveAt } }),
  }),
  // the answer is personal as a whole (salary, employer): it is not described in the history
  MidServiceQuestionnaireAnswered: event(z.object({ userId: z.string(), answer: midServiceAnswerSchema, answeredAt: z.string() }), { personal: ['answer'] }),
});

export type JourneyEvent = EventOf<typeof journeyEvents>;
