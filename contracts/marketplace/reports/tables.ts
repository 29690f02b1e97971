import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per report waiting for an admin; ignored and acted-on reports leave, and so do all the
// reports of an object deleted.
export type ReportTable = {
  id: string;
  type: string;
  object_id: string;
  object_owner_id: string | null;
  company: string | null;
  // null once the reporter's account is deleted (their words go with it)
  reporter_id: string | null;
  reason: string;
  text: string | null;
  reported_at: Timestamp;
  last_position: PositionColumn;
};

// What each person reported, whatever became of the report: the Report button stays hidden on it.
export type ReportByReporterTable = {
  reporter_id: string;
  type: string;
  object_id: string;
  last_position: PositionColumn;
};

export type ReportsTables = { report: ReportTable; report_by_reporter: ReportByReporterTable };
