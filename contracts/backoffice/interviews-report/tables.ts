import type { ColumnType } from 'kysely';
import type { StoredSummaryEntry } from '../../coaching/tracker/tables';
import type { PositionColumn, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;

// One row per interview of any client, as the interviews report reads it; interview_date is the
// day it was held (YYYY-MM-DD, or a moment as the tracker saved it).
export type InterviewReportTable = {
  user_id: string;
  interview_id: string;
  company: string;
  company_url: string | null;
  title: string;
  location: string | null;
  status: string;
  type: string;
  interview_date: string;
  // the day it was held in the product's home zone (YYYY-MM-DD): what the range and the weeks read
  interview_day: string;
  position: number;
  interviewer_name: string | null;
  interviewer_email: string | null;
  interviewer_phone: string | null;
  seniority_level: string | null;
  contact: string | null;
  feedback: string | null;
  review_free_text: string | null;
  cs_comment: string | null;
  client_summary: Json<StoredSummaryEntry[]>;
  manager_summary: Json<StoredSummaryEntry[]>;
  added_at: Timestamp;
  last_position: PositionColumn;
};

export type InterviewsReportTables = { interview_report: InterviewReportTable };
