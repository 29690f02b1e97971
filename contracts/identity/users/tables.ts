import type { ColumnType } from 'kysely';
import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';
import type { EducationEntry, ExperienceEntry, ProfileFile, SocialLinks } from './profile';

// a flag the table defaults to false
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
// a flag the table defaults to true
type OnFlag = Flag;
type Json<T> = ColumnType<T, T | undefined, T>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export type UserAccountTable = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  lookingforwork: boolean;
  is_admin: boolean;
  is_pro: boolean;
  // what an admin made the person (UserRolesSet); nothing at registration
  is_jh_user: Flag;
  is_active_jh_user: Flag;
  is_jh_admin: Flag;
  is_cs_manager: Flag;
  is_c_admin: Flag;
  partner: ColumnType<'first' | 'second' | null, 'first' | 'second' | null | undefined, 'first' | 'second' | null>;
  pro_end_date: Timestamp | null;
  contact_credit: number;
  promote_credit: number;
  // the account's own active-job limit; null: the product's default (a setting)
  joblimit: number | null;
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
  // the tags in lower case, kept beside them by the projection: what the deck's tag index holds
  tag_keys: ColumnType<string[], string[] | undefined, string[]>;
  visible_search_engines: boolean;
  show_resume: boolean;
  // the profile's sections (ProfileSaved), the files kept for it (ResumeUploaded, AvatarSet)
  visible: OnFlag;
  // taken out of searches and barred from signing in by an admin (UserExcluded)
  excluded_by_admin: Flag;
  country: OptionalText;
  country_code: OptionalText;
  selected_tags: ColumnType<string[], string[] | undefined, string[]>;
  experience: Json<ExperienceEntry[]>;
  education: Json<EducationEntry[]>;
  social_links: Json<SocialLinks>;
  description: OptionalText;
  resume: Json<ProfileFile | null>;
  suggested_tags: ColumnType<string[], string[] | undefined, string[]>;
  avatar: Json<ProfileFile | null>;
  card_color: number;
  source: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// The flags that make an account staff (isStaff in contracts/core/access.ts), as columns, for SQL
// that lists staff accounts; the partial index user_account_staff_idx has the same predicate.
export const staffFlagColumns = ['is_jh_admin', 'is_cs_manager', 'is_admin'] as const satisfies readonly (keyof UserAccountTable)[];

// Write side: secrets that never enter an event.
export type CredentialTable = {
  user_id: string;
  email: string;
  password_hash: string;
  reset_code_hash: string | null;
  reset_expires_at: Timestamp | null;
  // when the reset the code answers was asked for: a code is made once per request
  reset_requested_at: Timestamp | null;
  // sessions begun before this are over (password changed or reset, "sign out everywhere")
  sessions_valid_after: Timestamp | null;
  updated_at: Timestamp;
};

export type IdentityTables = { user_account: UserAccountTable; credential: CredentialTable };
