import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../features/shell/app-layout';
import type { PageAccess, PlaceholderPage } from '../features/shell/coming-soon-page';

const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const JobsPage = lazy(() => import('../features/jobs/jobs-page').then((m) => ({ default: m.JobsPage })));
const MyJobsPage = lazy(() => import('../features/my-jobs/my-jobs-page').then((m) => ({ default: m.MyJobsPage })));
const NewPasswordPage = lazy(() => import('../features/identity/new-password-page').then((m) => ({ default: m.NewPasswordPage })));
const ComingSoonPage = lazy(() => import('../features/shell/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const NotFoundPage = lazy(() => import('../features/shell/coming-soon-page').then((m) => ({ default: m.NotFoundPage })));

const soon = (path: string, page: PlaceholderPage, access: PageAccess = 'everyone'): RouteObject => ({
  path,
  element: <ComingSoonPage page={page} access={access} />,
});

// The marketplace spec's routes, exactly.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'jobs/:slug?', element: <JobsPage /> },
      soon('resumes/:slug?', 'resumes'),
      { path: 'myJobs', element: <MyJobsPage /> },
      soon('profile', 'profile', 'authed'),
      soon('settings', 'settings', 'authed'),
      soon('saveditems', 'saved', 'authed'),
      soon('notifications', 'alerts', 'authed'),
      soon('activity/:activityView?', 'activity', 'authed'),
      soon('companies/:slug', 'companies'),
      { path: 'newPassword', element: <NewPasswordPage /> },
      soon('terms', 'terms'),
      soon('privacy', 'privacy'),
      soon('reports', 'reports', 'admin'),
      soon('users/:userId?', 'users', 'admin'),
      soon('payments', 'payments', 'admin'),
      soon('sendpushnotifications', 'sendPush', 'admin'),
      soon('jssettings', 'jsSettings', 'admin'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
