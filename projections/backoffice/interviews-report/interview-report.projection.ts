import { sql } from 'kysely';
import { actorOf } from '../../../contracts/core/history';
import { REPORT_WEEK_ZONE } from '../../../contracts/backoffice/interviews-report/report-table';
import type { InterviewFields } from '../../../contracts/coaching/tracker/events';
import type { StoredSummaryEntry } from '../../../contracts/coaching/tracker/tables';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('interview_report')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('interview_id', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('company_url', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('interview_date', 'text', (c) => c.notNull())
    .addColumn('interview_day', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('interviewer_name', 'text')
    .addColumn('interviewer_email', 'text')
    .addColumn('interviewer_phone', 'text')
    .addColumn('seniority_level', 'text')
    .addColumn('contact', 'text')
    .addColumn('feedback', 'text')
    .addColumn('review_free_text', 'text')
    .addColumn('cs_comment', 'text')
    .addColumn('client_summary', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('manager_summary', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('interview_report_pk', ['user_id', 'interview_id'])
    .$call(addPositionColumn)
    .execute();
};

// the report's default order (latest day first) and its range, the weekly totals
const createIndexes = async (db: Db) => {
  await db.schema.createIndex('interview_report_date_idx').ifNotExists().on('interview_report').columns(['interview_date desc', 'interview_id desc']).execute();
  await db.schema.createIndex('interview_report_day_idx').ifNotExists().on('interview_report').column('interview_day').execute();
};

type ReportRow = RowOf<'interview_report'>;
type Columns = Partial<Omit<ReportRow, 'user_id' | 'interview_id' | 'position' | 'client_summary' | 'manager_summary' | 'added_at'>>;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_WEEK_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// A day as saved stays that day; a moment is the day it falls on in the product's home zone.
export const interviewDayOf = (date: string): string => {
  if (DAY_ONLY.test(date)) return date;
  const moment = new Date(date);
  return Number.isNaN(moment.getTime()) ? date.slice(0, 10) : dayFormat.format(moment);
};

const defined = <T extends object>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

// The report's columns an interview's saved fields carry (only those sent).
const columnsOf = (f: InterviewFields): Columns =>
  defined({
    company: f.company,
    company_url: f.companyUrl,
    title: f.title,
    location: f.location,
    status: f.status,
    type: f.type,
    interview_date: f.interviewDate,
    interview_day: f.interviewDate === undefined ? undefined : interviewDayOf(f.interviewDate),
    interviewer_name: f.interviewerName,
    interviewer_email: f.interviewerEmail,
    interviewer_phone: f.interviewerPhone,
    seniority_level: f.seniorityLevel,
    contact: f.contact,
    feedback: f.feedback,
    review_free_text: f.reviewFreeText,
    cs_comment: f.csComment,
  });

const rewrite = (list: StoredSummaryEntry[], index: number | null, entry: StoredSummaryEntry): StoredSummaryEntry[] =>
  index === null ? [...list, entry] : list.map((e, i) => (i === index ? { ...entry, date: e.date } : e));

const blank = { company: '', company_url: null, title: '', location: null, status: '', type: '', interview_date: '', interview_day: '' };
const noPeople = { interviewer_name: null, interviewer_email: null, interviewer_phone: null, seniority_level: null, contact: null, feedback: null, review_free_text: null, cs_comment: null };

// Every client's interviews from the tracker's events, one row each, as the interviews report reads
// them: the same fields the client's tracker keeps, for all clients at once.
export const interviewReportProjection = rowProjection({
  name: 'interview_report',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'interview_report',
      key: ['user_id', 'interview_id'],
      json: ['client_summary', 'manager_summary'],
      on: {
        InterviewAdded: ({ data }) => ({
          insert: {
            user_id: data.userId,
            interview_id: data.interviewId,
            ...blank,
            ...noPeople,
            ...columnsOf(data.fields),
            position: data.position,
            client_summary: data.fields.reviewFreeText ? [{ date: data.addedAt, content: data.fields.reviewFreeText, by: data.userId, isAdmin: false }] : [],
            manager_summary: [],
            added_at: data.addedAt,
          },
        }),
        InterviewEdited: ({ data }) => ({ patch: [data.userId, data.interviewId], set: columnsOf(data.fields) }),
        InterviewStatusChanged: ({ data }) => ({ patch: [data.userId, data.interviewId], set: { status: data.status } }),
        InterviewFeedbackGiven: ({ data }) => ({ patch: [data.userId, data.interviewId], set: { feedback: data.feedback } }),
        // its author: the event's actor (authorId on events written before actors were kept)
        InterviewSummaryWritten: ({ data, metadata }) => ({
          change: [data.userId, data.interviewId],
          evolve: (row) => {
            if (!row) return null;
            const entry = { date: data.writtenAt, content: data.content, by: actorOf(metadata) ?? data.authorId ?? '', isAdmin: data.byStaff };
            return data.kind === 'client'
              ? { ...row, client_summary: rewrite(row.client_summary, data.index, entry), review_free_text: data.content }
              : { ...row, manager_summary: rewrite(row.manager_summary, data.index, entry), cs_comment: data.content };
          },
        }),
        InterviewDeleted: ({ data }) => ({ remove: [data.userId, data.interviewId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
