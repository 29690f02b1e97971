import { defineScreens } from '../../../app/screen';
import { loadTrackerStrings } from './tracker-strings';

export const trackerScreens = defineScreens([
  { name: 'journeyTimeline', path: '/journey-timeline/:userId?', access: ['activeJourneyClient', 'staff'], page: () => import('./timeline-page').then((m) => m.TimelinePage), strings: [loadTrackerStrings] },
]);
