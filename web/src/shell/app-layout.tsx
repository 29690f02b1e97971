import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import { useAppSelector } from '../app/hooks';
import type { ScreenHandle } from '../app/screen';
import { loadUsersStrings } from '../features/identity/users/users-strings';
import { QueryTriggers } from '../features/identity/users/query-triggers';
import { AccountLanguage } from '../features/marketplace/alerts/account-language';
import { LinkTriggers } from '../features/marketplace/alerts/link-triggers';
import { MatchHost } from '../features/marketplace/activity/match-host';
import { ProHost } from '../features/marketplace/payments/pro-host';
import { Loading } from './loading';
import { useCoachingMode } from '../features/coaching/portal/coaching-mode';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { loadJourneyStrings } from '../features/coaching/journey/journey-strings';
import { NoticeHost } from './notice-host';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// The coaching brand's frame loads only for journey users and journey screens.
const CoachingFrame = lazy(() =>
  Promise.all([import('../features/coaching/portal/coaching-frame'), loadJourneyStrings()]).then(([m]) => ({ default: m.CoachingFrame })),
);

// The staff back-office's frame loads only on staff screens.
const StaffFrame = lazy(() => import('./staff-frame').then((m) => ({ default: m.StaffFrame })));

const staffRoles = ['staff', 'admin', 'firstPartner', 'secondPartner'] as const;

// The frame the matched screen asks for (its route's handle, web/src/app/routes.tsx).
const useScreenFrame = (): ScreenHandle['frame'] => useMatches().map((match) => (match.handle as ScreenHandle | undefined)?.frame).find(Boolean);

// The forms (react-hook-form, resolvers) load the first time someone opens the dialog.
const SignInDialog = lazy(() =>
  Promise.all([import('../features/identity/users/sign-in-dialog'), loadUsersStrings()]).then(([m]) => ({ default: m.SignInDialog })),
);

const useScrollToTopOnNavigate = () => {
  const { pathname } = useLocation();
  const section = pathname.split('/')[1];
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [section]);
};

export const AppLayout = () => {
  const dialogOpen = useAppSelector((state) => state.auth.dialog.open);
  const [dialogLoaded, setDialogLoaded] = useState(dialogOpen);
  if (dialogOpen && !dialogLoaded) setDialogLoaded(true);
  useScrollToTopOnNavigate();
  const coaching = useCoachingMode();
  // the staff frame is for the people it has screens for; a visitor is asked to sign in inside it,
  // anyone else is told the page is not theirs in the site's own frame
  const { isAuthed, isLoading, roles } = useCurrentUser();
  const staff = useScreenFrame() === 'staff' && (!isAuthed || isLoading || staffRoles.some((role) => roles.has(role)));

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {staff ? (
        <Suspense fallback={<Loading />}>
          <StaffFrame />
        </Suspense>
      ) : coaching ? (
        <Suspense fallback={<Loading />}>
          <CoachingFrame />
        </Suspense>
      ) : (
        <>
          <TopBar />
          <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </Box>
          <SiteFooter />
        </>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      )}
      <NoticeHost />
      <QueryTriggers />
      <LinkTriggers />
      <AccountLanguage />
      <MatchHost />
      <ProHost />
    </Box>
  );
};
