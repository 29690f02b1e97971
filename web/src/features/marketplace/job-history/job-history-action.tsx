import { lazy, Suspense } from 'react';
import { loadJobHistoryStrings } from './job-history-strings';

// What another screen places to offer a job's history: the button arrives with its strings, the
// dialog with the first click, so the screen's own chunk carries neither.
const JobHistoryButton = lazy(() => Promise.all([import('./job-history-button'), loadJobHistoryStrings()]).then(([m]) => ({ default: m.JobHistoryButton })));

export const JobHistoryAction = ({ job }: { job: { _id: string; title: string } }) => (
  <Suspense fallback={null}>
    <JobHistoryButton job={job} />
  </Suspense>
);
