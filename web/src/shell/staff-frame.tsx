import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { signInDialogOpened } from '../app/auth-slice';
import { useAppDispatch } from '../app/hooks';
import { useIsMobile } from '../shared/use-is-mobile';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { CoachingLogo } from '../features/coaching/portal/coaching-logo';
import { createCoachingTheme } from '../features/coaching/portal/coaching-theme';
import { productName } from '../features/coaching/portal/product';
import { journeyApi } from '../features/coaching/journey/journey-api';
import { LanguageSwitch } from './language-switch';
import { Loading } from './loading';
import { useStaffGroups, type StaffGroup } from './staff-destinations';

const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

const NAV_WIDTH = 260;
const BAR_HEIGHT = { xs: 56, sm: 64 };

// A destination is current on its own address and below it ('/users' on '/users/123').
const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

const StaffNavigation = ({ groups, onNavigate }: { groups: readonly StaffGroup[]; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <List dense disablePadding sx={{ pb: 2 }} onClick={onNavigate}>
      {groups.map((group) => (
        <li key={group.key}>
          <List dense disablePadding aria-labelledby={`staff-group-${group.key}`}>
            <ListSubheader id={`staff-group-${group.key}`} sx={{ lineHeight: '40px', fontWeight: 700, bgcolor: 'inherit' }}>
              {group.title}
            </ListSubheader>
            {group.items.map((item) => {
              const current = isCurrent(pathname, item.to);
              return (
                <ListItem key={item.key} disablePadding>
                  <ListItemButton component={RouterLink} to={item.to} selected={current} aria-current={current ? 'page' : undefined} sx={{ mx: 1, borderRadius: 2 }}>
                    <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </li>
      ))}
      <li aria-hidden>
        <Divider sx={{ my: 1 }} />
      </li>
      <ListItem disablePadding>
        <ListItemButton component={RouterLink} to="/jobs" sx={{ mx: 1, borderRadius: 2 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <ArrowBackOutlined sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </ListItemIcon>
          <ListItemText primary={t('staff.backToSite')} />
        </ListItemButton>
      </ListItem>
    </List>
  );
};

// The staff back-office's frame: the coaching brand's theme and mark, the staff navigation (a side
// column on wide screens, a drawer on phones) with only the screens the person may open, and the
// account menu; none of the marketplace's tabs or upsells.
export const StaffFrame = () => {
  const { t } = useTranslation();
  const outer = useTheme();
  const theme = useMemo(() => createCoachingTheme(outer.direction), [outer.direction]);
  const mobile = useIsMobile();
  const dispatch = useAppDispatch();
  const { user, isLoading } = useCurrentUser();
  const groups = useStaffGroups();
  const [drawer, setDrawer] = useState(false);
  // the mark's visible name, which the link's own name must contain
  const { data: brand } = journeyApi.useGetJourneyBrandQuery({});
  const home = groups[0]?.items[0]?.to ?? '/';
  const navigation = <StaffNavigation groups={groups} onNavigate={() => setDrawer(false)} />;

  const account = isLoading ? null : user ? (
    <Suspense fallback={null}>
      <AvatarMenu user={user} frame="staff" />
    </Suspense>
  ) : (
    <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
      {t('common.signIn')}
    </Button>
  );

  return (
    <ThemeProvider theme={theme}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.94)' }}>
        <Toolbar sx={{ gap: 1, minHeight: BAR_HEIGHT }}>
          {mobile && groups.length > 0 && (
            <IconButton edge="start" aria-label={t('staff.openNavigation')} aria-controls={drawer ? 'staff-navigation' : undefined} aria-expanded={drawer} onClick={() => setDrawer(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Box component={RouterLink} to={home} aria-label={t('staff.home', { product: brand?.product ?? productName() })} sx={{ display: 'flex', textDecoration: 'none' }}>
            <CoachingLogo size={mobile ? 28 : 32} />
          </Box>
          <Chip label={t('staff.badge')} size="small" color="primary" variant="outlined" sx={{ fontWeight: 700 }} />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch compact={mobile} />
          {account}
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, display: 'flex', bgcolor: 'background.default', minHeight: 0 }}>
        {groups.length > 0 &&
          (mobile ? (
            <Drawer open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
              <Box component="nav" id="staff-navigation" aria-label={t('staff.navigation')} sx={{ pt: 1 }}>
                {navigation}
              </Box>
            </Drawer>
          ) : (
            <Box
              component="nav"
              aria-label={t('staff.navigation')}
              sx={{ width: NAV_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'background.paper', position: 'sticky', top: BAR_HEIGHT.sm, alignSelf: 'flex-start', maxHeight: `calc(100vh - ${BAR_HEIGHT.sm}px)`, overflowY: 'auto' }}
            >
              {navigation}
            </Box>
          ))}
        <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </ThemeProvider>
  );
};
