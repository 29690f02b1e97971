import { loadStrings } from '../../../app/i18n';
import { loadJourneyStrings } from '../journey/journey-strings';
import { loadTrackerStrings } from '../tracker/tracker-strings';

// The 'kpis' namespace: the KPI page and the journey's history screen. They name the journey's
// statuses and plans and the interviews' statuses as those screens do, so those namespaces come too.
export const loadKpiStrings = async (): Promise<void> => {
  await Promise.all([
    loadStrings('kpis', {
      en: () => import('./locales/en').then((m) => m.en),
      he: () => import('./locales/he').then((m) => m.he),
    }),
    loadJourneyStrings(),
    loadTrackerStrings(),
  ]);
};
