import type { ColumnType } from 'kysely';
import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';
import type { EducationEntry, ExperienceEntry, SocialLinks } from '../../identity/users/profile';

// jsonb columns: written as text, read as values
type Json<T> = ColumnType<T, string, string>;

// One row per person, kept from the account and profile events: the resume as search and cards show
// it. `listed` says whether recruiters may find it (a seeker who shows a resume, visible, not
// excluded by an admin). Its words (tsvectors kept by a trigger from `title` and `search_text`)
// are read only inside SQL.
export type ResumeTable = {
  id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  personal_info: string | null;
  description: string | null;
  location: string | null;
  loc_lat: number | null;
  loc_lng: number | null;
  seniority_level: string | null;
  employment_type: string;
  tags: TextArray;
  selected_tags: TextArray;
  experience: Json<ExperienceEntry[]>;
  // the latest position's (latestPosition), kept beside the experience for the cards
  current_title: string | null;
  current_company: string | null;
  education: Json<EducationEntry[]>;
  social_links: Json<SocialLinks>;
  // the stored picture's id: a signed link to it is made when answering
  avatar_id: string | null;
  card_color: number;
  seeker: boolean;
  show_resume: boolean;
  visible: boolean;
  excluded: boolean;
  listed: boolean;
  promoted: number;
  // the filter values as keys ('s:Senior', 'e:FULL_TIME', 't:react'): counted as facets, indexed with the words
  facets: TextArray;
  search_text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

export type ResumeTables = { resume: ResumeTable };
