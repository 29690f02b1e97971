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
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import Logout from '@mui/icons-material/Logout';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PostAdd from '@mui/icons-material/PostAdd';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Translate from '@mui/icons-material/Translate';
import type { UserData } from '@contracts/identity/users/user';
import { changeLanguage } from '../app/i18n';
import { loadFeedbackStrings } from '../features/marketplace/feedback/feedback-strings';
import { useRoleActions } from '../features/identity/users/use-role-actions';
import { languageNames, otherLanguage } from './language-switch';
import { useIsMobile } from '../shared/use-is-mobile';
import { useStaffGroups } from './staff-destinations';
import { UserAvatar } from './user-avatar';

// Loaded on first use: it brings the text field code with it.
const FeedbackDialog = lazy(() =>
  Promise.all([import('../features/marketplace/feedback/feedback-dialog'), loadFeedbackStrings()]).then(([m]) => ({ default: m.FeedbackDialog })),
);

type Item = { key: string; icon: ReactElement; label: string; onSelect: () => void };
type Group = { key: string; title: string; items: Item[] };

// The account menu (marketplace spec §2): the staff groups the person may use, then their own
// items. On a phone it shows one group at a time, paged with arrows (or the arrow keys). In the
// staff frame it offers nothing of the marketplace's upsells.
export const AvatarMenu = ({ user, frame }: { user: UserData; frame?: 'staff' }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const { switchRole, postJobsFree, logOut } = useRoleActions();
  const staffGroups = useStaffGroups();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [page, setPage] = useState(0);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const close = () => setAnchor(null);
  const go = (to: string) => () => navigate(to);
  const next = otherLanguage();

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
    ...(frame === 'staff' ? [] : [{ key: 'post', icon: <PostAdd />, label: t('menu.postJobsFree'), onSelect: () => void postJobsFree() }]),
    { key: 'feedback', icon: <FeedbackOutlined />, label: t('menu.feedback'), onSelect: () => setFeedbackOpen(true) },
    { key: 'language', icon: <Translate />, label: `${t('common.language')}: ${languageNames[next]}`, onSelect: () => void changeLanguage(next) },
  ];
  const groups: Group[] = [
    ...staffGroups.map((group) => ({ key: group.key, title: group.title, items: group.items.map((item) => ({ key: item.key, icon: item.icon, label: item.label, onSelect: go(item.to) })) })),
    { key: 'regular', title: t('menu.accountGroup'), items: regular },
  ];
  const paged = mobile && groups.length > 1;
  const shown = paged ? [groups[Math.min(page, groups.length - 1)]!] : groups;
  const turn = (by: number) => setPage((p) => (p + by + groups.length) % groups.length);
  const rtl = useTheme().direction === 'rtl';

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
  const renderGroup = (group: Group, i: number) => [
    paged ? (
      <Box key="pager" sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5 }}>
        <IconButton size="small" aria-label={t('menu.previousGroup')} onClick={() => turn(-1)}>
          {rtl ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
        <Typography component="p" sx={{ flex: 1, textAlign: 'center', fontWeight: 700, fontSize: 14 }} aria-live="polite">
          {group.title}
          <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary', fontWeight: 400 }}>
            {t('menu.groupPosition', { n: Math.min(page, groups.length - 1) + 1, total: groups.length })}
          </Typography>
        </Typography>
        <IconButton size="small" aria-label={t('menu.nextGroup')} onClick={() => turn(1)}>
          {rtl ? <ChevronLeft /> : <ChevronRight />}
        </IconButton>
      </Box>
    ) : group.key === 'regular' ? null : (
      <ListSubheader key={`${group.key}-header`}>{group.title}</ListSubheader>
    ),
    ...group.items.map(renderItem),
    i < shown.length - 1 ? <Divider key={`${group.key}-divider`} /> : null,
  ];

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
        onKeyDown={(event) => {
          // the arrow keys along the reading direction page the groups on a phone
          if (!paged || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
          turn((event.key === 'ArrowRight') !== rtl ? 1 : -1);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 250, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.name || `${user.first_name} ${user.last_name}`}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <bdi>{user.email}</bdi> · {user.lookingforwork ? t('menu.candidate') : t('menu.recruiter')}
          </Typography>
        </Box>
        <Divider />
        {shown.flatMap(renderGroup)}
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
