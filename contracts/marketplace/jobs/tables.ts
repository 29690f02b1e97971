import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';

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

// What a search reads, one row per job, kept by the job projection beside the job row: the listing
// order, the filters and the words, without the description and the rest of the card, so that
// matching and ordering stay on narrow rows.
export type JobSearchTable = {
  id: string;
  status: string;
  promoted: number;
  created_at: Timestamp;
  loc_lat: number;
  loc_lng: number;
  seniority_level: string;
  employment_type: string;
  company: string;
  tag_keys: TextArray;
  // the filter values as keys (jobFacets), indexed together with words
  facets: TextArray;
  // tsvectors, read only inside SQL
  title_words: string;
  words: string;
};

export type JobTables = { job: JobTable; job_search: JobSearchTable };
