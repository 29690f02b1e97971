import { createElement, lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadUsersStrings } from '../features/identity/users/users-strings';
import { loadActivityStrings } from '../features/marketplace/activity/activity-strings';
import { loadDeckStrings } from '../features/marketplace/deck/deck-strings';
import { loadJobsStrings } from '../features/marketplace/jobs/jobs-strings';
import { loadPaymentsStrings } from '../features/marketplace/payments/payments-strings';
import { loadLandingStrings } from '../landing/landing-strings';
import { AppLayout } from '../shell/app-layout';
import { screens, type BuiltPage } from './screens';

// Where screens live: features/<area>/<feature>/ holds a feature's screens, endpoints and strings
// (the server's <area>/<feature> names); shell/ is the frame every screen shares (top bar, menus,
// footer, notices, placeholder pages), landing/ the home page, app/ the store, API base, live
// socket, i18n and theme. Each screen is its own chunk and brings its strings with it.
const lazyPage = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K, strings?: () => Promise<void>) =>
  lazy(() => Promise.all([load(), strings?.()]).then(([module]) => ({ default: module[name] })));

const pages: Record<BuiltPage, ComponentType> = {
  landing: lazyPage(() => import('../landing/landing-page'), 'LandingPage', loadLandingStrings),
  jobs: lazyPage(() => import('../features/marketplace/jobs/jobs-page'), 'JobsPage', loadJobsStrings),
  myJobs: lazyPage(() => import('../features/marketplace/jobs/my-jobs/my-jobs-page'), 'MyJobsPage', loadJobsStrings),
  newPassword: lazyPage(() => import('../features/identity/users/new-password-page'), 'NewPasswordPage', loadUsersStrings),
  notFound: lazyPage(() => import('../shell/coming-soon-page'), 'NotFoundPage'),
  activity: lazyPage(() => import('../features/marketplace/activity/activity-page'), 'ActivityPage', () => Promise.all([loadActivityStrings(), loadDeckStrings(), loadJobsStrings()]).then(() => undefined)),
  payments: lazyPage(() => import('../features/marketplace/payments/payments-page'), 'PaymentsPage', loadPaymentsStrings),
  swipe: lazyPage(() => import('../features/marketplace/deck/swipe-page'), 'SwipePage', () => Promise.all([loadDeckStrings(), loadActivityStrings(), loadJobsStrings()]).then(() => undefined)),
};
const ComingSoonPage = lazy(() => import('../shell/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));

// The marketplace spec's routes, exactly (listed in screens.ts).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: screens.map((screen): RouteObject => {
      const element =
        'page' in screen ? createElement(pages[screen.page]) : <ComingSoonPage page={screen.placeholder} access={screen.access ?? 'anonymous'} />;
      return screen.path === '/' ? { index: true, element } : { path: screen.path.replace(/^\//, ''), element };
    }),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
