import { defineScreens } from '../app/screen';

// The specs' screens no feature has built yet, and the catch-all. A feature that builds one of them
// takes its line from here into its own screens.
export const placeholderScreens = defineScreens([
  { name: 'settings', path: '/settings', placeholder: 'settings', access: 'authed' },
  { name: 'saved', path: '/saveditems', placeholder: 'saved', access: 'authed' },
  { name: 'alerts', path: '/notifications', placeholder: 'alerts', access: 'authed' },
  { name: 'companies', path: '/companies/:slug', placeholder: 'companies' },
  { name: 'terms', path: '/terms', placeholder: 'terms' },
  { name: 'privacy', path: '/privacy', placeholder: 'privacy' },
  { name: 'reports', path: '/reports', placeholder: 'reports', access: 'admin' },
  { name: 'sendPush', path: '/sendpushnotifications', placeholder: 'sendPush', access: 'admin' },
  { name: 'jsSettings', path: '/jssettings', placeholder: 'jsSettings', access: 'admin' },
]);

export const notFoundScreen = defineScreens([{ name: 'notFound', path: '*', page: () => import('./coming-soon-page').then((m) => m.NotFoundPage) }]);
