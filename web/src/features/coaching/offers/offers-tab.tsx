import { lazy, Suspense } from 'react';
import { Loading } from '../../../shell/loading';
import { loadOffersStrings } from './offers-strings';

const Panel = lazy(() => Promise.all([import('./offers-panel'), loadOffersStrings()]).then(([m]) => ({ default: m.OffersPanel })));

// The Jobs & Offers tab of the journey page, loaded with its strings when opened.
export const OffersTab = ({ userId, isStaff }: { userId?: string; isStaff: boolean }) => (
  <Suspense fallback={<Loading />}>
    <Panel {...(userId ? { userId } : {})} isStaff={isStaff} />
  </Suspense>
);
