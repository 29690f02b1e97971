import { defineScreens } from '../../../app/screen';
import { loadJourneyStrings } from '../journey/journey-strings';
import { loadDocumentsStrings } from '../documents/documents-strings';
import { loadPublicationStrings } from '../publication/publication-strings';
import { loadKpiStrings } from './kpis-strings';

const kpiPage = () => import('./kpi-page').then((m) => m.KpiPage);

export const kpiScreens = defineScreens([
  { name: 'kpis', path: '/kpis', access: ['journeyUser', 'staff'], page: kpiPage, strings: [loadKpiStrings, loadJourneyStrings] },
  { name: 'dashboard', path: '/dashboard', access: ['journeyUser', 'staff'], page: kpiPage, strings: [loadKpiStrings, loadJourneyStrings] },
  { name: 'journeyHistory', path: '/journey-history', access: 'staff', page: () => import('./history-page').then((m) => m.HistoryPage), strings: [loadKpiStrings, loadJourneyStrings, loadDocumentsStrings, loadPublicationStrings] },
]);
