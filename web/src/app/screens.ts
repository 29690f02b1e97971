// Every screen of the marketplace spec, as plain data: routes.tsx turns it into the router, and the
// browser accessibility check visits each path, so a screen added here is checked the day it lands.
import type { Access } from '../../../contracts/core/access';

// Who may open a screen: the calls' access model (contracts/core/access.ts).
export type PageAccess = Access;

export type PlaceholderPage =
  | 'resumes' | 'activity' | 'profile' | 'settings' | 'saved' | 'alerts' | 'companies'
  | 'terms' | 'privacy' | 'reports' | 'users' | 'sendPush' | 'jsSettings';

export type BuiltPage = 'landing' | 'jobs' | 'myJobs' | 'newPassword' | 'notFound' | 'activity' | 'swipe' | 'payments';

export type Screen = { path: string; page: BuiltPage; access?: PageAccess } | { path: string; placeholder: PlaceholderPage; access?: PageAccess };

export const screens: readonly Screen[] = [
  { path: '/', page: 'landing' },
  { path: '/jobs/:slug?', page: 'jobs' },
  { path: '/resumes/:slug?', placeholder: 'resumes' },
  { path: '/myJobs', page: 'myJobs' },
  { path: '/profile', placeholder: 'profile', access: 'authed' },
  { path: '/settings', placeholder: 'settings', access: 'authed' },
  { path: '/saveditems', placeholder: 'saved', access: 'authed' },
  { path: '/notifications', placeholder: 'alerts', access: 'authed' },
  { path: '/activity/:activityView?', page: 'activity', access: 'authed' },
  { path: '/swipe', page: 'swipe', access: 'authed' },
  { path: '/companies/:slug', placeholder: 'companies' },
  { path: '/newPassword', page: 'newPassword' },
  { path: '/terms', placeholder: 'terms' },
  { path: '/privacy', placeholder: 'privacy' },
  { path: '/reports', placeholder: 'reports', access: 'admin' },
  { path: '/users/:userId?', placeholder: 'users', access: 'admin' },
  { path: '/payments', page: 'payments', access: 'admin' },
  { path: '/sendpushnotifications', placeholder: 'sendPush', access: 'admin' },
  { path: '/jssettings', placeholder: 'jsSettings', access: 'admin' },
  { path: '*', page: 'notFound' },
];
