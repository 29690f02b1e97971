import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per questionnaire; answers as sent or last saved (jsonb).
export type IntakeQuestionnaireTable = {
  id: string;
  submitted_at: Timestamp;
  answers: ColumnType<Record<string, unknown>, string, string>;
  full_name: string;
  email: string;
  phone: string;
  status: string;
  contacted: boolean;
  lead_id: string | null;
  meeting_slot_id: string | null;
  meeting_start: Timestamp | null;
  meeting_end: Timestamp | null;
  cv_file_id: string | null;
  cv_file_name: string | null;
  last_position: PositionColumn;
};

// The one list of staff addresses mailed when a questionnaire arrives.
export type QuestionnaireNotifyListTable = { id: string; emails: ColumnType<string[], string, string>; last_position: PositionColumn };

export type QuestionnairesTables = { intake_questionnaire: IntakeQuestionnaireTable; questionnaire_notify_list: QuestionnaireNotifyListTable };
