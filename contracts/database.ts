import type { ColumnType, Generated } from 'kysely';
import type { Position } from './core/position';

// Read-model and write-side tables as kysely sees them. Table names are singular snake_case; every
// read-model row keeps the log position that last wrote it.
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type PositionColumn = ColumnType<Position, Position, Position>;
type TextArray = ColumnType<string[], string[], string[]>;

export type ProjectionCheckpointTable = {
  name: string;
  position: PositionColumn;
  updated_at: Timestamp;
};

export type UserAccountTable = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  lookingforwork: boolean;
  is_admin: boolean;
  is_pro: boolean;
  pro_end_date: Timestamp | null;
  contact_credit: number;
  promote_credit: number;
  joblimit: number;
  verified: boolean;
  title: string | null;
  phone: string | null;
  no_phone: boolean;
  personal_info: string | null;
  location: string | null;
  loc_lat: number | null;
  loc_lng: number | null;
  seniority_level: string | null;
  employment_type: string;
  tags: TextArray;
  visible_search_engines: boolean;
  show_resume: boolean;
  card_color: number;
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

export type JobTable = {
  id: string;
  owner_id: string;
  title: string;
  company: string;
  company_url: string | null;
  employment_type: string;
  seniority_level: string;
  description: string;
  location: string;
  loc_lat: number;
  loc_lng: number;
  country: string;
  country_code: string;
  street_address: string | null;
  postal_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_frequency: string;
  tags: TextArray;
  selected_tags: TextArray;
  phone: string | null;
  phone_to_all_jobs: boolean;
  status: string;
  applies: number;
  promoted: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// Write side: secrets that never enter an event.
export type CredentialTable = {
  user_id: string;
  email: string;
  password_hash: string;
  reset_code_hash: string | null;
  reset_expires_at: Timestamp | null;
  updated_at: Timestamp;
};

export type MailOutboxTable = {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  error: string | null;
};

export type Database = {
  projection_checkpoint: ProjectionCheckpointTable;
  user_account: UserAccountTable;
  job: JobTable;
  credential: CredentialTable;
  mail_outbox: MailOutboxTable;
};
