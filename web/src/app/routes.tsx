import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SignInGate } from '../shell/sign-in-gate';
import { AppLayout } from '../shell/app-layout';
import type { Screen, ScreenHandle } from './screen';
import { screens } from './screens';

// Where screens live: features/<area>/<feature>/ holds a feature's screens (<feature>-screens.ts),
// endpoints and strings (the server's <area>/<feature> names); shell/ is the frame every screen
// shares (top bar, menus, footer, notices, the not-found page), landing/ the home page, app/ the
// store, API base, live socket, i18n and theme. Each screen is its own chunk and brings its strings.

const elementOf = (screen: Screen) => {
  const { page, strings = [] } = screen;
  const Page = lazy(() => Promise.all([page(), ...strings.map((load) => load())]).then(([component]) => ({ default: component })));
  return (
    <SignInGate access={screen.access ?? 'anonymous'}>
      <Page />
    </SignInGate>
  );
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: screens.map((screen): RouteObject => {
      const handle: ScreenHandle = { frame: screen.frame };
      return screen.path === '/' ? { index: true, element: elementOf(screen), handle } : { path: screen.path.replace(/^\//, ''), element: elementOf(screen), handle };
    }),
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
