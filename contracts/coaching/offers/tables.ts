import type { ColumnType } from 'kysely';
import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';
import type { TalentOfferFields } from './events';

type Json<T> = ColumnType<T, string, string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
export type StoredBenefits = TalentOfferFields['benefits'];

// A client's jobs, one row each; deleted ones are removed.
export type TalentJobTable = {
  user_id: string;
  job_id: string;
  type: string;
  company: string;
  title: string;
  title_group: string;
  title_categories: TextArray;
  seniority: string | null;
  salary: number | null;
  salary_currency: string;
  salary_frequency: string;
  date_start: string | null;
  description: string;
  offer_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// A client's offers; a signed one names its job and start date.
export type TalentOfferTable = {
  user_id: string;
  offer_id: string;
  interview_id: string | null;
  company: string;
  title: string;
  title_group: string;
  title_categories: TextArray;
  seniority: string | null;
  first_salary_offer: number | null;
  first_salary_offer_currency: string;
  first_salary_offer_frequency: string;
  final_salary: number | null;
  final_salary_currency: string;
  final_salary_frequency: string;
  clear_job_defenition: string;
  benefits: Json<StoredBenefits>;
  signed_job_id: string | null;
  start_date: string | null;
  signed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

export type TalentProjectTable = {
  user_id: string;
  project_id: string;
  title: string;
  link: string;
  description: string;
  start_date: string | null;
  end_date: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

export type OffersTables = { talent_job: TalentJobTable; talent_offer: TalentOfferTable; talent_project: TalentProjectTable };
