import { loadStrings } from '../../../app/i18n';

// The 'recruiterContacts' namespace: the recruiter list the parts are mailed to.
export const loadRecruiterContactsStrings = () =>
  loadStrings('recruiterContacts', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
