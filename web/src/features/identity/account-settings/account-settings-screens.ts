import { defineScreens } from '../../../app/screen';
import { loadAlertsStrings } from '../../marketplace/alerts/alerts-strings';
import { loadAccountSettingsStrings } from './account-settings-strings';

export const accountSettingsScreens = defineScreens([
  { name: 'settings', path: '/settings', access: 'authed', page: () => import('./settings-page').then((m) => m.SettingsPage), strings: [loadAccountSettingsStrings, loadAlertsStrings] },
  { name: 'emailChange', path: '/email-change', page: () => import('./email-change-page').then((m) => m.EmailChangePage), strings: [loadAccountSettingsStrings] },
  { name: 'terms', path: '/terms', page: () => import('./legal-page').then((m) => m.TermsPage), strings: [loadAccountSettingsStrings] },
  { name: 'privacy', path: '/privacy', page: () => import('./legal-page').then((m) => m.PrivacyPage), strings: [loadAccountSettingsStrings] },
]);
