import { defineScreens } from '../../../app/screen';
import { loadSettingsStrings } from './settings-strings';

export const settingsScreens = defineScreens([
  { name: 'jsSettings', path: '/jssettings', access: 'admin', frame: 'staff', page: () => import('./product-settings-page').then((m) => m.ProductSettingsPage), strings: [loadSettingsStrings] },
]);
