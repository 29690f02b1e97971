import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per seeker × job that either side acted on. fetchContact reads it to know whether two
// people matched. job_status follows the job (a deactivated job hides its connects and matches).
export type ApplicationTable = {
  job_id: string;
  seeker_id: string;
  recruiter_id: string;
  applied_at: Timestamp | null;
  connected_at: Timestamp | null;
  matched_at: Timestamp | null;
  viewed_at: Timestamp | null;
  job_status: ColumnType<string, string | undefined, string>;
  job_status_position: ColumnType<string, string | undefined, string>;
  last_position: PositionColumn;
};

// The job card's counters, kept here because the job projection owns the job table.
export type ApplicationCountTable = {
  job_id: string;
  applies: number;
  connects: number;
  matches: number;
  last_position: PositionColumn;
};

type Flag = ColumnType<boolean, boolean | undefined, boolean>;

// The badge dots on Activity, set by what happened and cleared when the list is seen.
export type ActivityFlagTable = {
  user_id: string;
  has_jobs_suggestion: Flag;
  has_matches_can: Flag;
  has_applicants: Flag;
  has_matches_rec: Flag;
  last_position: PositionColumn;
};

export type ActivityTables = {
  application: ApplicationTable;
  application_count: ApplicationCountTable;
  activity_flag: ActivityFlagTable;
};
