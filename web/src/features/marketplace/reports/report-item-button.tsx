import { lazy, Suspense } from 'react';
import type { ReportButtonProps } from './report-button';
import { loadReportsStrings } from './reports-strings';

// The Report button and its strings load after the card is on screen.
const Content = lazy(() => Promise.all([import('./report-button'), loadReportsStrings()]).then(([m]) => ({ default: m.ReportButton })));

export const ReportItemButton = (props: ReportButtonProps) => (
  <Suspense fallback={null}>
    <Content {...props} />
  </Suspense>
);
