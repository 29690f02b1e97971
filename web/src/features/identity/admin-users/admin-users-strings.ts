import { loadStrings } from '../../../app/i18n';

// The 'adminUsers' namespace: the admins' users screen and its extra-info dialog.
export const loadAdminUsersStrings = () =>
  loadStrings('adminUsers', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
