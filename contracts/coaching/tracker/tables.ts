import type { ColumnType } from 'kysely';
import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;
// an entry of an interview's client or manager summaries; by is the author's user id
export type StoredSummaryEntry = { date: string; content: string; by: string; isAdmin: boolean };

// One row per interview of a client.
export type TrackerInterviewTable = {
  user_id: string;
  interview_id: string;
  company: string;
  company_url: string | null;
  title: string;
  title_group: string | null;
  title_categories: TextArray;
  seniority_level: string | null;
  interview_date: string;
  type: string;
  channel: string | null;
  is_approach: boolean;
  assignment_type: string | null;
  location: string | null;
  interviewer_name: string | null;
  interviewer_email: string | null;
  interviewer_phone: string | null;
  contact: string | null;
  review_free_text: string | null;
  cs_comment: string | null;
  status: string;
  feedback: string | null;
  position: number;
  ratings: Json<Record<string, number>>;
  client_summary: Json<StoredSummaryEntry[]>;
  manager_summary: Json<StoredSummaryEntry[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// The manager summaries of a client's full journey timeline.
export type TrackerJourneySummaryTable = {
  user_id: string;
  summary_id: string;
  title: string;
  date: string;
  comment: string;
  cycle_id: string | null;
  author_id: string;
  first_row: string | null;
  second_row: string | null;
  written_at: Timestamp;
  last_position: PositionColumn;
};

// The manager's comment and the rating on one publication cycle of a client.
export type TrackerCycleNoteTable = {
  user_id: string;
  cycle_id: string;
  cs_comment: string | null;
  summary_date: string | null;
  summary_author: string | null;
  rating: number | null;
  last_position: PositionColumn;
};

// Every company named in an interview, for the company search (name_key: the name in lower case).
export type TrackerCompanyTable = { name_key: string; name: string; url: string | null; last_position: PositionColumn };

export type TrackerQuestionnaireTable = {
  user_id: string;
  questionnaire_id: string;
  answers: Json<Record<string, unknown>>;
  comments: Json<Record<string, string>>;
  submitted_at: Timestamp | null;
  last_position: PositionColumn;
};

export type TrackerLeadTable = {
  user_id: string;
  lead_id: string;
  date: string;
  communication_channel: string;
  cs_manager: string | null;
  summary: string;
  last_position: PositionColumn;
};

export type TrackerTables = {
  tracker_interview: TrackerInterviewTable;
  tracker_journey_summary: TrackerJourneySummaryTable;
  tracker_cycle_note: TrackerCycleNoteTable;
  tracker_company: TrackerCompanyTable;
  tracker_questionnaire: TrackerQuestionnaireTable;
  tracker_lead: TrackerLeadTable;
};
