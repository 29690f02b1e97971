import { defineScreens } from '../app/screen';
import { loadLandingStrings } from './landing-strings';

export const landingScreens = defineScreens([
  { name: 'landing', path: '/', page: () => import('./landing-page').then((m) => m.LandingPage), strings: [loadLandingStrings] },
]);
