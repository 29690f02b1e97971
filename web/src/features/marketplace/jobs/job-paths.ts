import type { Job } from '@contracts/marketplace/jobs/job';
import { jobSlug } from '@contracts/marketplace/jobs/search-values';

// /jobs/{company-title-location}-{id}: the id is the slug's last part, so a deep link opens the job.
export const jobPath = (job: Pick<Job, '_id' | 'company' | 'title' | 'location'>): string => {
  const text = jobSlug(job);
  return `/jobs/${encodeURIComponent(text ? `${text}-${job._id}` : job._id)}`;
};
