import { useLocation } from 'react-router';
import { useCurrentUser } from '../../identity/users/use-current-user';

// The coaching brand's frame (theme, logo, side menu, the client portal at / and /profile) is for
// journey users everywhere, and for anyone on a journey screen.
export const journeyPaths = ['/personal-journey', '/kpis', '/dashboard', '/journey-history'];

export const useCoachingMode = (): boolean => {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  return Boolean(user?.isJHUser) || journeyPaths.some((path) => pathname.toLowerCase().startsWith(path));
};
