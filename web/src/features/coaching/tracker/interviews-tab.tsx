import { lazy, Suspense } from 'react';
import { Loading } from '../../../shell/loading';
import { loadTrackerStrings } from './tracker-strings';

// The journey page's Interviews tab: the tracker's strings and panel load when it is opened.
const Panel = lazy(() => Promise.all([loadTrackerStrings(), import('./interviews-panel')]).then(([, m]) => ({ default: m.InterviewsPanel })));

export const InterviewsTab = () => (
  <Suspense fallback={<Loading />}>
    <Panel />
  </Suspense>
);
