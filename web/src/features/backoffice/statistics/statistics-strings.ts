import { loadStrings } from '../../../app/i18n';
import { loadJourneyStrings } from '../../coaching/journey/journey-strings';
import { loadLandingStrings } from '../../../landing/landing-strings';

// The 'statistics' namespace: the statistics screen and the main dashboard. The journeys' statuses
// are named as the journey's screens name them and the categories as the landing page does, so those
// namespaces come too.
export const loadStatisticsStrings = async (): Promise<void> => {
  await Promise.all([
    loadStrings('statistics', {
      en: () => import('./locales/en').then((m) => m.en),
      he: () => import('./locales/he').then((m) => m.he),
    }),
    loadJourneyStrings(),
    loadLandingStrings(),
  ]);
};
