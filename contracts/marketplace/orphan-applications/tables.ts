import type { PositionColumn, Timestamp } from '../../core/tables';

// Applications made without an account: what the recruiter sees of the applicant (name, email,
// CV). seeker_id is the account they made afterwards, if any.
export type OrphanApplicationTable = {
  job_id: string;
  applicant_id: string;
  recruiter_id: string;
  email: string;
  first_name: string;
  last_name: string;
  resume_id: string;
  resume_name: string;
  resume_size: number;
  applied_at: Timestamp;
  seeker_id: string | null;
  last_position: PositionColumn;
};

export type OrphanApplicationTables = { orphan_application: OrphanApplicationTable };
