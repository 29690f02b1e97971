import type { ColumnType } from 'kysely';
import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;
export type DatedRange = { start: string; end: string | null };
export type StoredComment = { id: string; authorId: string; content: string; date: string; edited: string | null };
export type StoredMidService = { status: string | null; title: string | null; company: string | null; location: string | null; salary: number | null; salaryCurrency: string | null; salaryFrequency: string | null; dateStart: string | null; description: string | null };

// One row per journey (its client's user id): the journey's own fields. Contact fields are null
// until the journey overrides the account's.
export type PersonalJourneyTable = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  title: string | null;
  title_group: string | null;
  title_categories: TextArray;
  seniority_level: string | null;
  lookingforwork: boolean | null;
  plan: string | null;
  status: string | null;
  cs_manager: string | null;
  current_step: number;
  services: Json<DatedRange[]>;
  begin_service_date: string | null;
  signed_date: string | null;
  cycles_limit: number;
  cycles_limit_extra: number;
  safety_net_expire_date: string | null;
  safety_net_active: boolean;
  safety_net_activating_date: string | null;
  is_send_found_job_email: boolean;
  is_add_to_recruiters_list: boolean;
  send_cv_from_date: string | null;
  journey_link: string;
  is_subscription_closed: boolean;
  subscription_end_date: string | null;
  hide_subscription_close_button: boolean;
  freeze_history: Json<DatedRange[]>;
  comments: Json<StoredComment[]>;
  next_comment: number;
  questionnaire_comments: string;
  mid_service: Json<StoredMidService | null>;
  is_mid_service_questionnaire: boolean;
  saw_explenations: boolean;
  exclude_list: TextArray;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

export type JourneyTables = { personal_journey: PersonalJourneyTable };
