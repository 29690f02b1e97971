import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const userId = z.string();
const text = z.string().nullable();

// An interview's fields as saved: lenient, what was true when written. The interviewer's and the
// contact's details and the free-text summaries are personal data.
export const interviewFieldsSchema = z
  .object({
    company: z.string(),
    companyUrl: text,
    title: z.string(),
    titleGroup: text,
    titleCategories: z.array(z.string()),
    seniorityLevel: text,
    interviewDate: z.string(),
    type: z.string(),
    channel: text,
    isApproach: z.boolean(),
    assignmentType: text,
    location: text,
    interviewerName: text,
    interviewerEmail: text,
    interviewerPhone: text,
    contact: text,
    reviewFreeText: text,
    csComment: text,
    status: z.string(),
    feedback: text,
    ratings: z.record(z.string(), z.number()),
  })
  .partial();
export type InterviewFields = z.infer<typeof interviewFieldsSchema>;

const personalFields = ['interviewerName', 'interviewerEmail', 'interviewerPhone', 'contact', 'reviewFreeText', 'csComment', 'feedback'];
const personalIn = (prefix: string) => personalFields.map((f) => `${prefix}${f}`);

// Stored events of the interview tracker (streams interview-tracker-{userId} and questionnaire-{userId}).
export const trackerEvents = defineEvents({
  // position: the nth interview at the same company (1-based), when it was added
  InterviewAdded: event(z.object({ userId, interviewId: z.string(), position: z.number(), fields: interviewFieldsSchema, addedAt: at }), {
    personal: personalIn('fields.'),
    describe: (d) => ({ key: 'tracker.interviewAdded', params: { company: d.fields.company ?? '', type: d.fields.type ?? '', status: d.fields.status ?? '' } }),
  }),
  // only the fields sent, as saved (the status among them when the form's status set was saved)
  InterviewEdited: event(z.object({ userId, interviewId: z.string(), fields: interviewFieldsSchema, editedAt: at }), {
    personal: personalIn('fields.'),
    describe: (d) => ({ key: 'tracker.interviewEdited', params: { fields: Object.keys(d.fields).sort() } }),
  }),
  InterviewStatusChanged: event(z.object({ userId, interviewId: z.string(), company: z.string(), from: z.string(), status: z.string(), changedAt: at }), {
    describe: (d) => ({ key: 'tracker.statusChanged', params: { company: d.company, from: d.from, to: d.status } }),
  }),
  // the company's feedback (the reason, for a refusal), on the company's newest interview
  InterviewFeedbackGiven: event(z.object({ userId, interviewId: z.string(), company: z.string(), feedback: z.string(), givenAt: at }), {
    personal: ['feedback'],
    describe: (d) => ({ key: 'tracker.feedbackGiven', params: { company: d.company } }),
  }),
  // a client or manager summary of an interview: index null adds one, a number rewrites that one.
  // Its author is the metadata's actor; authorId is only on events written before that. byStaff
  // stays: whether the author was staff then, which the account may no longer say.
  InterviewSummaryWritten: event(
    z.object({ userId, interviewId: z.string(), kind: z.enum(['client', 'manager']), index: z.number().nullable(), content: z.string(), authorId: z.string().optional(), byStaff: z.boolean(), writtenAt: at }),
    { personal: ['content'], describe: (d) => ({ key: 'tracker.summaryWritten', params: { kind: d.kind } }) },
  ),
  InterviewDeleted: event(z.object({ userId, interviewId: z.string(), deletedAt: at }), { describe: () => ({ key: 'tracker.interviewDeleted', params: {} }) }),
  // a manager summary on the full journey timeline (its author: as InterviewSummaryWritten's)
  JourneySummaryWritten: event(
    z.object({
      userId,
      summaryId: z.string(),
      title: z.string(),
      date: z.string(),
      comment: z.string(),
      cycleId: z.string().nullable(),
      authorId: z.string().optional(),
      firstRow: z.string().nullable().optional(),
      secondRow: z.string().nullable().optional(),
      writtenAt: at,
    }),
    { personal: ['comment'], describe: (d) => ({ key: 'tracker.journeySummaryWritten', params: { title: d.title } }) },
  ),
  JourneySummaryDeleted: event(z.object({ userId, summaryId: z.string(), deletedAt: at }), { describe: () => ({ key: 'tracker.journeySummaryDeleted', params: {} }) }),
  // the manager's comment on a publication cycle (the cycle is publishing's: its id only; its
  // author: as InterviewSummaryWritten's)
  CycleCommentChanged: event(z.object({ userId, cycleId: z.string(), comment: z.string(), authorId: z.string().optional(), changedAt: at }), {
    personal: ['comment'],
    describe: () => ({ key: 'tracker.cycleCommentChanged', params: {} }),
  }),
  CycleRatingChanged: event(z.object({ userId, cycleId: z.string(), rating: z.number(), changedAt: at }), {
    describe: (d) => ({ key: 'tracker.cycleRatingChanged', params: { rating: d.rating } }),
  }),
  // on questionnaire-{userId}: the intake answers, then single fields and their comments
  // the answers are personal as a whole: not described in the history
  QuestionnaireSubmitted: event(z.object({ userId, questionnaireId: z.string(), answers: z.record(z.string(), z.unknown()), submittedAt: at }), { personal: ['answers'] }),
  QuestionnaireFieldSet: event(
    z.object({ userId, questionnaireId: z.string(), fieldName: z.string(), value: z.unknown(), comment: z.string().nullable(), setAt: at }),
    { personal: ['value', 'comment'], describe: (d) => ({ key: 'tracker.questionnaireFieldSet', params: { field: d.fieldName } }) },
  ),
  QuestionnaireLeadAdded: event(
    z.object({ userId, questionnaireId: z.string(), leadId: z.string(), date: z.string(), communicationChannel: z.string(), csManager: z.string().nullable(), summary: z.string(), addedAt: at }),
    { personal: ['summary'], describe: (d) => ({ key: 'tracker.leadAdded', params: { channel: d.communicationChannel } }) },
  ),
});

export type TrackerEvent = EventOf<typeof trackerEvents>;
