import { lazy, Suspense } from 'react';
import type { Job, JobListItem } from '@contracts/marketplace/jobs/job';
import { loadCreditsStrings } from '../credits/credits-strings';
import { loadActivityStrings } from './activity-strings';

// Applying (and its strings) load after the job is on screen, so the jobs screen stays as light as it was.
const content = () => Promise.all([import('./job-apply-bar-content'), loadActivityStrings(), loadCreditsStrings()]).then(([m]) => m);
const Bar = lazy(() => content().then((m) => ({ default: m.JobApplyBarContent })));
const CardApply = lazy(() => content().then((m) => ({ default: m.JobCardApplyContent })));

export const JobApplyBar = ({ job }: { job: Job }) => (
  <Suspense fallback={null}>
    <Bar job={job} />
  </Suspense>
);

export const JobCardApply = ({ job }: { job: JobListItem }) => (
  <Suspense fallback={null}>
    <CardApply job={job} />
  </Suspense>
);
