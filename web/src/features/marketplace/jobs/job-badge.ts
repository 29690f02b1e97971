import type { Job } from '@contracts/marketplace/jobs/job';

export type JobBadge =
  | { kind: 'expired' }
  | { kind: 'hot'; people: number }
  | { kind: 'new' }
  | { kind: 'hiring'; company: string }
  | null;

export const UNDISCLOSED_COMPANY = 'Undisclosed Company';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

// Where a job came from, when it says: a job taken from an anonymous facebook post ('anon_fb')
// without a login origin is nobody's hiring announcement.
export type JobOrigin = { source?: string | null; loggedinfrom?: string | null };

type BadgeInput = Pick<Job, 'jobstatus' | 'applies' | 'datecreated' | 'company'> & JobOrigin;

// First that applies (marketplace spec §4): Expired (not active), Hot (5+ applies; the people looking
// are twice the applies up to 20 applies), New (under 2 days old), We're Hiring (company known, and
// not an anonymous facebook job without a login origin). Profile pages get no badge.
export const jobBadge = (job: BadgeInput, now = Date.now()): JobBadge => {
  if (job.jobstatus !== 'A') return { kind: 'expired' };
  if (job.applies >= 5) return { kind: 'hot', people: job.applies <= 20 ? job.applies * 2 : job.applies };
  if (now - new Date(job.datecreated).getTime() < TWO_DAYS_MS) return { kind: 'new' };
  const company = job.company.trim();
  const anonymousPost = job.source === 'anon_fb' && !job.loggedinfrom;
  if (company && company !== UNDISCLOSED_COMPANY && !anonymousPost) return { kind: 'hiring', company };
  return null;
};
