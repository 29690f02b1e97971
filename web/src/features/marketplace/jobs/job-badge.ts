import type { Job } from '@contracts/marketplace/jobs/job';

export type JobBadge =
  | { kind: 'expired' }
  | { kind: 'hot'; people: number }
  | { kind: 'new' }
  | { kind: 'hiring'; company: string }
  | null;

export const UNDISCLOSED_COMPANY = 'Undisclosed Company';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

// First that applies: Expired, Hot (5+ applies), New (under 2 days old), We're Hiring (company known).
export const jobBadge = (job: Pick<Job, 'jobstatus' | 'applies' | 'datecreated' | 'company'>, now = Date.now()): JobBadge => {
  if (job.jobstatus !== 'A') return { kind: 'expired' };
  if (job.applies >= 5) return { kind: 'hot', people: job.applies <= 20 ? job.applies * 2 : job.applies };
  if (now - new Date(job.datecreated).getTime() < TWO_DAYS_MS) return { kind: 'new' };
  const company = job.company.trim();
  if (company && company !== UNDISCLOSED_COMPANY) return { kind: 'hiring', company };
  return null;
};
