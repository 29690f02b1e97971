import { loadStrings } from '../../../app/i18n';

// The 'events' namespace: the webinar page, its dialogs and the manage dialog.
export const loadEventsStrings = () =>
  loadStrings('events', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
