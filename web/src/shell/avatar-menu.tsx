import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import Logout from '@mui/icons-material/Logout';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PostAdd from '@mui/icons-material/PostAdd';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Translate from '@mui/icons-material/Translate';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import type { UserData } from '@contracts/identity/users/user';
import { changeLanguage } from '../app/i18n';
import { loadFeedbackStrings } from '../features/marketplace/feedback/feedback-strings';
import { useRoleActions } from '../features/identity/users/use-role-actions';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { productName, productSlug } from '../features/coaching/portal/product';
import { languageNames, otherLanguage } from './language-switch';
import { UserAvatar } from './user-avatar';

// Loaded on first use: it brings the text field code with it.
const FeedbackDialog = lazy(() =>
  Promise.all([import('../features/marketplace/feedback/feedback-dialog'), loadFeedbackStrings()]).then(([m]) => ({ default: m.FeedbackDialog })),
);

type Item = { key: string; icon: ReactElement; label: string; onSelect: () => void };

export const AvatarMenu = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { switchRole, postJobsFree, logOut } = useRoleActions();
  const { roles } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const close = () => setAnchor(null);
  const go = (to: string) => () => navigate(to);
  const next = otherLanguage();

  const admin: Item[] = [
    { key: 'reports', icon: <ReportOutlined />, label: t('menu.reports'), onSelect: go('/reports') },
    { key: 'users', icon: <PeopleOutlined />, label: t('menu.users'), onSelect: go('/users') },
    { key: 'payments', icon: <PaymentsOutlined />, label: t('menu.payments'), onSelect: go('/payments') },
    { key: 'push', icon: <CampaignOutlined />, label: t('menu.sendPush'), onSelect: go('/sendpushnotifications') },
    { key: 'jssettings', icon: <TuneOutlined />, label: t('menu.adminSettings'), onSelect: go('/jssettings') },
  ];
  // the coaching service's staff screens ({product} group, back-office spec §3)
  const coaching: Item[] = [
    { key: 'publishes', icon: <ViewModuleOutlined />, label: t('menu.publishes'), onSelect: go(`/${productSlug()}-publishes`) },
    { key: 'meetingSlots', icon: <EventAvailableOutlined />, label: t('menu.meetingSlots'), onSelect: go(`/${productSlug()}-meeting-slots`) },
  ];
  const regular: Item[] = [
    { key: 'profile', icon: <PersonOutlined />, label: t('menu.profile'), onSelect: go('/profile') },
    { key: 'settings', icon: <SettingsOutlined />, label: t('menu.settings'), onSelect: go('/settings') },
    { key: 'saved', icon: <BookmarkBorderOutlined />, label: t('menu.saved'), onSelect: go('/saveditems') },
    { key: 'alerts', icon: <NotificationsNoneOutlined />, label: t('menu.alerts'), onSelect: go('/notifications') },
    {
      key: 'switch',
      icon: <SwapHoriz />,
      label: user.lookingforwork ? t('menu.switchToRecruiter') : t('menu.switchToCandidate'),
      onSelect: () => void switchRole(),
    },
    { key: 'post', icon: <PostAdd />, label: t('menu.postJobsFree'), onSelect: () => void postJobsFree() },
    { key: 'feedback', icon: <FeedbackOutlined />, label: t('menu.feedback'), onSelect: () => setFeedbackOpen(true) },
    { key: 'language', icon: <Translate />, label: `${t('common.language')}: ${languageNames[next]}`, onSelect: () => void changeLanguage(next) },
  ];
  const renderItem = (item: Item) => (
    <MenuItem
      key={item.key}
      onClick={() => {
        close();
        item.onSelect();
      }}
    >
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('menu.open')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 250, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.name || `${user.first_name} ${user.last_name}`}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email} · {user.lookingforwork ? t('menu.candidate') : t('menu.recruiter')}
          </Typography>
        </Box>
        <Divider />
        {user.isAdmin && [<ListSubheader key="admin-header">{t('menu.adminGroup')}</ListSubheader>, ...admin.map(renderItem), <Divider key="admin-divider" />]}
        {roles.has('staff') && [<ListSubheader key="coaching-header">{productName()}</ListSubheader>, ...coaching.map(renderItem), <Divider key="coaching-divider" />]}
        {regular.map(renderItem)}
        <Divider />
        {renderItem({ key: 'logout', icon: <Logout />, label: t('menu.logout'), onSelect: () => void logOut() })}
      </Menu>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog open onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
