import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per job a client found while the service ran (its job id, unique per client).
export type JobFoundTable = {
  user_id: string;
  job_id: string;
  company: string;
  title: string;
  seniority: string | null;
  salary: number | null;
  salary_currency: string;
  salary_frequency: string;
  start_date: string | null;
  type: string;
  signed: boolean;
  found_at: Timestamp;
  last_position: PositionColumn;
};

export type JobsFoundTables = { job_found: JobFoundTable };
