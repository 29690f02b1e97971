import { defineScreens } from '../../../app/screen';
import { productSlug } from '../../coaching/portal/product';
import { loadJourneySettingsStrings } from './journey-settings-strings';

export const journeySettingsScreens = defineScreens([
  {
    name: 'jhSettings',
    path: `/${productSlug()}-settings`,
    access: 'journeyAdmin',
    frame: 'staff',
    page: () => import('./journey-settings-page').then((m) => m.JourneySettingsPage),
    strings: [loadJourneySettingsStrings],
  },
]);
