import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { LanguageSwitch } from '../../../shell/language-switch';
import { Loading } from '../../../shell/loading';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { journeyApi } from '../journey/journey-api';
import { CoachingFooter } from './coaching-footer';
import { CoachingLogo } from './coaching-logo';
import { createCoachingTheme } from './coaching-theme';
import { PortalHome } from './portal-home';
import { PortalProfile } from './portal-profile';
import { SideMenu } from './side-menu';

// The coaching brand's frame: its theme, logo, side menu and footer; for a journey user the portal's own
// home (/) and profile (/profile), and the journey screens inside it.
export const CoachingFrame = () => {
  const { t } = useTranslation('journey');
  const outer = useTheme();
  const theme = useMemo(() => createCoachingTheme(outer.direction), [outer.direction]);
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const mobile = useIsMobile();
  const { user } = useCurrentUser();
  const [menu, setMenu] = useState(false);
  const { data: brand } = journeyApi.useGetJourneyBrandQuery({});
  const portal = user?.isJHUser ? (pathname === '/' ? <PortalHome /> : pathname === '/profile' ? <PortalProfile /> : null) : null;
  return (
    <ThemeProvider theme={theme}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.94)' }}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 } }}>
          <IconButton edge="start" aria-label={t('portal.menu')} onClick={() => setMenu(true)}>
            <MenuIcon />
          </IconButton>
          <Box component={RouterLink} to="/" aria-label={t('portal.homeOf', { product: brand?.product ?? '' })} sx={{ display: 'flex', textDecoration: 'none' }}>
            <CoachingLogo size={mobile ? 28 : 32} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch compact={mobile} />
          {user ? (
            !mobile && <Typography sx={{ fontWeight: 600 }}>{user.first_name}</Typography>
          ) : (
            <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
              {t('portal.logIn')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <SideMenu open={menu} onClose={() => setMenu(false)} />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        {portal ?? (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
      <CoachingFooter />
    </ThemeProvider>
  );
};
