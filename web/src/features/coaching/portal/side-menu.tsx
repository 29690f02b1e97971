import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { useRoleActions } from '../../identity/users/use-role-actions';
import { productSlug } from './product';
import { CoachingLogo } from './coaching-logo';

// The portal's side menu: Home, Profile, the journey (staff and active clients), the staff's
// publish schedule and meeting slots, and Log Out or Log In.
export const SideMenu = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('journey');
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { user, roles } = useCurrentUser();
  const { logOut } = useRoleActions();
  const links = [
    { to: '/', label: t('portal.home'), icon: <HomeOutlined /> },
    ...(user ? [{ to: '/profile', label: t('portal.profile'), icon: <PersonOutlined /> }] : []),
    ...(roles.has('staff') || roles.has('activeJourneyClient') ? [{ to: '/personal-journey', label: t('portal.journey'), icon: <RouteOutlined /> }] : []),
    ...(roles.has('staff')
      ? [
          { to: `/${productSlug()}-publishes`, label: t('portal.publishes'), icon: <ViewModuleOutlined /> },
          { to: `/${productSlug()}-meeting-slots`, label: t('portal.meetingSlots'), icon: <EventAvailableOutlined /> },
        ]
      : []),
  ];
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 } } }}>
      <List component="nav" aria-label={t('portal.menu')} onClick={onClose}>
        <ListItemButton component={RouterLink} to="/" sx={{ mb: 1 }}>
          <CoachingLogo size={30} />
        </ListItemButton>
        {links.map((link) => (
          <ListItemButton key={link.to} component={RouterLink} to={link.to} selected={pathname === link.to}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
        {user ? (
          <ListItemButton onClick={() => void logOut()}>
            <ListItemIcon>
              <Logout />
            </ListItemIcon>
            <ListItemText primary={t('portal.logOut')} />
          </ListItemButton>
        ) : (
          <ListItemButton onClick={() => dispatch(signInDialogOpened('signIn'))}>
            <ListItemIcon>
              <Login />
            </ListItemIcon>
            <ListItemText primary={t('portal.logIn')} />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
};
