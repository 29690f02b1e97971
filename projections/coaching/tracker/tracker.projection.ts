import { actorOf } from '../../../contracts/core/history';
import type { EventMetadata } from '../../../contracts/core/event-store';
import type { InterviewFields } from '../../../contracts/coaching/tracker/events';
import type { StoredSummaryEntry, TrackerInterviewTable } from '../../../contracts/coaching/tracker/tables';
import { rowProjection, rowTable } from '../../core/row-projection';
import { createTrackerIndexes, createTrackerTables } from './tracker-tables';

type InterviewColumns = Partial<Omit<TrackerInterviewTable, 'user_id' | 'interview_id' | 'created_at' | 'updated_at' | 'last_position' | 'title_categories' | 'ratings' | 'client_summary' | 'manager_summary'>> & {
  title_categories?: string[];
  ratings?: Record<string, number>;
};

// Who wrote a summary or comment: the event's actor; events written before that say it in authorId.
const authorOf = (event: { data: { authorId?: string | undefined }; metadata: EventMetadata }): string => actorOf(event.metadata) ?? event.data.authorId ?? '';

const defined = <T extends object>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

// An interview's fields as its columns (only those the event carries).
export const columnsOf = (f: InterviewFields): InterviewColumns =>
  defined({
    company: f.company,
    company_url: f.companyUrl,
    title: f.title,
    title_group: f.titleGroup,
    title_categories: f.titleCategories,
    seniority_level: f.seniorityLevel,
    interview_date: f.interviewDate,
    type: f.type,
    channel: f.channel,
    is_approach: f.isApproach,
    assignment_type: f.assignmentType,
    location: f.location,
    interviewer_name: f.interviewerName,
    interviewer_email: f.interviewerEmail,
    interviewer_phone: f.interviewerPhone,
    contact: f.contact,
    review_free_text: f.reviewFreeText,
    cs_comment: f.csComment,
    status: f.status,
    feedback: f.feedback,
    ratings: f.ratings,
  });

const companyRow = (f: InterviewFields) =>
  f.company ? { upsert: { name_key: f.company.trim().toLowerCase(), name: f.company.trim(), url: f.companyUrl || null }, set: f.companyUrl ? { url: f.companyUrl } : { name: f.company.trim() } } : null;

const rewrite = (list: StoredSummaryEntry[], index: number | null, entry: StoredSummaryEntry): StoredSummaryEntry[] =>
  index === null ? [...list, entry] : list.map((e, i) => (i === index ? { ...entry, date: e.date } : e));

// A client's interviews, the manager summaries of their timeline, the notes on their cycles, the
// companies named in interviews and the intake questionnaire with its leads.
export const trackerProjection = rowProjection({
  name: 'tracker',
  version: 1,
  createTables: createTrackerTables,
  createIndexes: createTrackerIndexes,
  tables: [
    rowTable({
      table: 'tracker_interview',
      key: ['user_id', 'interview_id'],
      json: ['ratings', 'client_summary', 'manager_summary'],
      on: {
        InterviewAdded: ({ data }) => {
          const f = data.fields;
          const firstSummary = f.reviewFreeText ? [{ date: data.addedAt, content: f.reviewFreeText, by: data.userId, isAdmin: false }] : [];
          return {
            insert: {
              user_id: data.userId,
              interview_id: data.interviewId,
              company: '',
              company_url: null,
              title: '',
              title_group: null,
              title_categories: [],
              seniority_level: null,
              interview_date: '',
              type: '',
              channel: null,
              is_approach: false,
              assignment_type: null,
              location: null,
              interviewer_name: null,
              interviewer_email: null,
              interviewer_phone: null,
              contact: null,
              review_free_text: null,
              cs_comment: null,
              status: '',
              feedback: null,
              ratings: {},
              ...columnsOf(f),
              position: data.position,
              client_summary: firstSummary,
              manager_summary: [],
              created_at: data.addedAt,
              updated_at: data.addedAt,
            },
          };
        },
        InterviewEdited: ({ data }) => ({ patch: [data.userId, data.interviewId], set: { ...columnsOf(data.fields), updated_at: data.editedAt } }),
        InterviewStatusChanged: ({ data }) => ({ patch: [data.userId, data.interviewId], set: { status: data.status, updated_at: data.changedAt } }),
        InterviewFeedbackGiven: ({ data }) => ({ patch: [data.userId, data.interviewId], set: { feedback: data.feedback, updated_at: data.givenAt } }),
        InterviewSummaryWritten: ({ data, metadata }) => ({
          change: [data.userId, data.interviewId],
          evolve: (row) => {
            if (!row) return null;
            const entry = { date: data.writtenAt, content: data.content, by: authorOf({ data, metadata }), isAdmin: data.byStaff };
            return data.kind === 'client'
              ? { ...row, client_summary: rewrite(row.client_summary, data.index, entry), review_free_text: data.content, updated_at: data.writtenAt }
              : { ...row, manager_summary: rewrite(row.manager_summary, data.index, entry), cs_comment: data.content, updated_at: data.writtenAt };
          },
        }),
        InterviewDeleted: ({ data }) => ({ remove: [data.userId, data.interviewId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'tracker_company',
      key: ['name_key'],
      on: {
        InterviewAdded: ({ data }) => companyRow(data.fields),
        InterviewEdited: ({ data }) => companyRow(data.fields),
      },
    }),
    rowTable({
      table: 'tracker_journey_summary',
      key: ['user_id', 'summary_id'],
      on: {
        JourneySummaryWritten: ({ data, metadata }) => ({
          upsert: {
            user_id: data.userId,
            summary_id: data.summaryId,
            title: data.title,
            date: data.date,
            comment: data.comment,
            cycle_id: data.cycleId,
            author_id: authorOf({ data, metadata }),
            first_row: data.firstRow ?? null,
            second_row: data.secondRow ?? null,
            written_at: data.writtenAt,
          },
        }),
        JourneySummaryDeleted: ({ data }) => ({ remove: [data.userId, data.summaryId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'tracker_cycle_note',
      key: ['user_id', 'cycle_id'],
      on: {
        CycleCommentChanged: ({ data, metadata }) => ({
          upsert: { user_id: data.userId, cycle_id: data.cycleId, cs_comment: data.comment, summary_date: data.changedAt, summary_author: authorOf({ data, metadata }), rating: null },
          set: { cs_comment: data.comment, summary_date: data.changedAt, summary_author: authorOf({ data, metadata }) },
        }),
        CycleRatingChanged: ({ data }) => ({
          upsert: { user_id: data.userId, cycle_id: data.cycleId, cs_comment: null, summary_date: null, summary_author: null, rating: data.rating },
          set: { rating: data.rating },
        }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'tracker_questionnaire',
      key: ['user_id'],
      json: ['answers', 'comments'],
      on: {
        QuestionnaireSubmitted: ({ data }) => ({
          change: [data.userId],
          evolve: (row) => ({
            user_id: data.userId,
            questionnaire_id: data.questionnaireId,
            answers: { ...(row?.answers ?? {}), ...data.answers },
            comments: row?.comments ?? {},
            submitted_at: data.submittedAt,
          }),
        }),
        QuestionnaireFieldSet: ({ data }) => ({
          change: [data.userId],
          evolve: (row) => {
            const comments = { ...(row?.comments ?? {}) };
            if (data.comment) comments[data.fieldName] = data.comment;
            else delete comments[data.fieldName];
            return { user_id: data.userId, questionnaire_id: data.questionnaireId, answers: { ...(row?.answers ?? {}), [data.fieldName]: data.value }, comments, submitted_at: row?.submitted_at ?? null };
          },
        }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'tracker_lead',
      key: ['user_id', 'lead_id'],
      on: {
        QuestionnaireLeadAdded: ({ data }) => ({
          insert: { user_id: data.userId, lead_id: data.leadId, date: data.date, communication_channel: data.communicationChannel, cs_manager: data.csManager, summary: data.summary },
        }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
