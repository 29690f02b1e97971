import type { PositionColumn, TextArray, Timestamp } from '../../core/tables';

// One row per company, with what its reviews add up to: kept by the projection as each review
// arrives, so a company page reads its counts and averages in one row.
export type CompanyTable = {
  id: string;
  name: string;
  // the name's key (companyNameKey): one company per key
  name_key: string;
  url: string | null;
  added_at: Timestamp;
  reviews: number;
  interviews: number;
  rating_sum: number;
  interview_rating_sum: number;
  difficulty_sum: number;
  career_sum: number;
  career_count: number;
  compensation_sum: number;
  compensation_count: number;
  balance_sum: number;
  balance_count: number;
  management_sum: number;
  management_count: number;
  culture_sum: number;
  culture_count: number;
  recommend_yes: number;
  recommend_count: number;
  ceo_approve: number;
  ceo_count: number;
  last_position: PositionColumn;
};

// One row per review and interview review, newest first per company and kind.
export type CompanyReviewTable = {
  id: string;
  company_id: string;
  // 'review' (current and former employees) or 'interview'
  kind: string;
  type: string;
  author_id: string;
  added_at: Timestamp;
  // the review's fields as stored (jsonb)
  fields: unknown;
  helpful: TextArray;
  last_position: PositionColumn;
};

// Every job by the key of its company's name, and each key's active jobs: a company listed later
// finds the jobs posted before it.
export type CompanyJobTable = {
  job_id: string;
  // the recruiter who posted it: a deleted account's jobs count no more
  owner_id: string;
  name_key: string;
  active: boolean;
  created_at: Timestamp;
  last_position: PositionColumn;
};
export type CompanyJobCountTable = {
  name_key: string;
  active_jobs: number;
  // the web address the latest of its jobs gives, for a company listed without one
  company_url: string | null;
  last_position: PositionColumn;
};

export type CompanyTables = { company: CompanyTable; company_review: CompanyReviewTable; company_job: CompanyJobTable; company_job_count: CompanyJobCountTable };
