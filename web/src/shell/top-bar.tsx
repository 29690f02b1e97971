import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import PostAdd from '@mui/icons-material/PostAdd';
import { signInDialogOpened } from '../app/auth-slice';
import { useAppDispatch } from '../app/hooks';
import { Wordmark } from '../shared/logo';
import { useIsMobile } from '../shared/use-is-mobile';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { useRoleActions } from '../features/identity/users/use-role-actions';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { showsPostJobsFree } from './nav-tabs';
import { loadDeckStrings } from '../features/marketplace/deck/deck-strings';
import { loadInboxStrings } from '../features/marketplace/inbox/inbox-strings';
import { loadPaymentsStrings } from '../features/marketplace/payments/payments-strings';

// Only signed-in users have the account menu: visitors never download it.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));
// The Activity link on phones, the swipe deck, the notifications bell and the Activity dot, with
// their strings and the activity endpoints, for signed-in users only.
const TopBarTools = lazy(() =>
  Promise.all([import('./top-bar-tools'), loadDeckStrings(), loadInboxStrings()]).then(([m]) => ({ default: m.TopBarTools })),
);
const ProUpsell = lazy(() => Promise.all([import('../features/marketplace/payments/pro-upsell'), loadPaymentsStrings()]).then(([m]) => ({ default: m.ProUpsell })));
const avatarPlaceholder = <Box aria-hidden sx={{ width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover' }} />;

export const TopBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const { user, isLoading, role } = useCurrentUser();
  const { postJobsFree } = useRoleActions();
  const showPost = showsPostJobsFree(pathname);
  // reported by TopBarTools once it has loaded
  const [dot, setDot] = useState(false);
  const activityDot = Boolean(user) && dot;

  const navTabs = (
    <NavLinks role={role} mobile={isMobile} activityDot={activityDot} onPostJobsFree={isMobile && showPost ? () => void postJobsFree() : undefined} postLabel={t('nav.postJobsFree')} />
  );

  const account = isLoading ? (
    avatarPlaceholder
  ) : user ? (
    <Suspense fallback={avatarPlaceholder}>
      <AvatarMenu user={user} />
    </Suspense>
  ) : (
    <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
      {t('common.signIn')}
    </Button>
  );

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)' }}>
      <Toolbar sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 56, sm: 64 } }}>
        <Box component={RouterLink} to="/" aria-label={t('brand.home')} sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}>
          <Wordmark size={isMobile ? 30 : 34} />
          {user?.isPro && (
            <Box component="span" sx={{ px: 1, borderRadius: 10, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, fontWeight: 700, lineHeight: '20px' }}>
              {t('brand.pro')}
            </Box>
          )}
        </Box>
        {!isMobile && navTabs}
        <Box sx={{ flexGrow: 1 }} />
        {!isMobile && showPost && (
          <Button variant="outlined" startIcon={<PostAdd />} onClick={() => void postJobsFree()}>
            {t('nav.postJobsFree')}
          </Button>
        )}
        {(!user || !isMobile) && <LanguageSwitch compact={isMobile} />}
        {!isMobile && role === 'seeker' && !user?.isPro && (
          <Suspense fallback={null}>
            <ProUpsell />
          </Suspense>
        )}
        {user && (
          <Suspense fallback={null}>
            <TopBarTools role={role} mobile={isMobile} onActivityDot={setDot} />
          </Suspense>
        )}
        {account}
      </Toolbar>
      {isMobile && <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{navTabs}</Box>}
    </AppBar>
  );
};
