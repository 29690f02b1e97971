import { lazy, Suspense } from 'react';
import { Loading } from '../../../shell/loading';
import { loadOffersStrings } from './offers-strings';

const Panel = lazy(() => Promise.all([import('./offers-panel'), loadOffersStrings()]).then(([m]) => ({ default: m.OffersPanel })));

// The Jobs & Offers tab of the journey page, loaded with its strings when opened.
export const OffersTab = ({ isStaff }: { isStaff: boolean }) => (
  <Suspense fallback={<Loading />}>
    <Panel isStaff={isStaff} />
  </Suspense>
);
