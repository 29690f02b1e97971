import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import PostAdd from '@mui/icons-material/PostAdd';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { signInDialogOpened } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { Wordmark } from '../../shared/logo';
import { useIsMobile } from '../../shared/use-is-mobile';
import { useCurrentUser } from '../identity/use-current-user';
import { useRoleActions } from '../identity/use-role-actions';
import { AvatarMenu } from './avatar-menu';
import { LanguageSwitch } from './language-switch';
import { activeTab, showsPostJobsFree, tabsFor } from './nav-tabs';

const POST_TAB = 'post-jobs-free';

export const TopBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const { user, isLoading, role } = useCurrentUser();
  const { postJobsFree } = useRoleActions();
  const tabs = tabsFor(role);
  const showPost = showsPostJobsFree(pathname);

  const navTabs = (
    <Tabs
      value={activeTab(pathname, tabs)}
      aria-label={t('nav.main')}
      variant={isMobile ? 'fullWidth' : 'standard'}
      sx={{ minHeight: isMobile ? 48 : 64, '& .MuiTab-root': { minHeight: isMobile ? 48 : 64, px: { xs: 0.5, sm: 2 }, fontSize: isMobile ? 13 : 14, lineHeight: 1.2 } }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.to} value={tab.to} label={t(tab.label)} component={RouterLink} to={tab.to} />
      ))}
      {isMobile && showPost && (
        <Tab value={POST_TAB} label={t('nav.postJobsFree')} onClick={() => void postJobsFree()} sx={{ color: 'primary.main' }} />
      )}
    </Tabs>
  );

  const account = isLoading ? (
    <Skeleton variant="circular" width={36} height={36} />
  ) : user ? (
    <AvatarMenu user={user} />
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
          {user?.isPro && <Chip label={t('brand.pro')} size="small" color="primary" sx={{ height: 20, fontWeight: 700 }} />}
        </Box>
        {!isMobile && navTabs}
        <Box sx={{ flexGrow: 1 }} />
        {!isMobile && showPost && (
          <Button variant="outlined" startIcon={<PostAdd />} onClick={() => void postJobsFree()}>
            {t('nav.postJobsFree')}
          </Button>
        )}
        {(!user || !isMobile) && <LanguageSwitch compact={isMobile} />}
        {isMobile && user && (
          <IconButton component={RouterLink} to="/activity" aria-label={t('nav.activity')} color={pathname.startsWith('/activity') ? 'primary' : 'default'}>
            <TimelineOutlined />
          </IconButton>
        )}
        {account}
      </Toolbar>
      {isMobile && <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{navTabs}</Box>}
    </AppBar>
  );
};
