import { loadStrings } from '../../../app/i18n';

// The 'forum' namespace: the interviews forum and its dialogs.
export const loadForumStrings = () =>
  loadStrings('forum', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
