import { loadStrings } from '../../../app/i18n';

// The 'templates' namespace: the templates list and editor (/templates, /templates/{template}).
export const loadTemplatesStrings = () =>
  loadStrings('templates', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
