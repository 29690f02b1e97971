import { loadStrings } from '../../../app/i18n';

// The 'questionnaires' namespace: the staff screen and the public form.
export const loadQuestionnairesStrings = () =>
  loadStrings('questionnaires', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
