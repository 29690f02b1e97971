import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import type { Role } from '../features/identity/users/use-current-user';
import { useActivityDot } from '../features/marketplace/activity/use-activity-dot';
import { InboxBell } from '../features/marketplace/inbox/inbox-bell';

type Props = { role: Role; mobile: boolean; onActivityDot: (dot: boolean) => void };

// What signed-in people get in the top bar: the Activity link on phones, the swipe deck and the
// notifications bell. The Activity dot is read here, so visitors never load the activity endpoints;
// the shell shows it in its section links.
export const TopBarTools = ({ role, mobile, onActivityDot }: Props) => {
  const { t } = useTranslation();
  const { t: tDeck } = useTranslation('deck');
  const { pathname } = useLocation();
  const dot = useActivityDot(role);
  useEffect(() => onActivityDot(dot), [dot, onActivityDot]);
  useEffect(() => () => onActivityDot(false), [onActivityDot]);
  return (
    <>
      {mobile && (
        <IconButton component={RouterLink} to="/activity" aria-label={t('nav.activity')} color={pathname.startsWith('/activity') ? 'primary' : 'default'}>
          <Badge variant="dot" color="error" invisible={!dot}>
            <TimelineOutlined />
          </Badge>
        </IconButton>
      )}
      <Tooltip title={tDeck('deck.openDeck')}>
        <IconButton component={RouterLink} to="/swipe" aria-label={tDeck('deck.openDeck')} color={pathname === '/swipe' ? 'primary' : 'default'}>
          <StyleOutlined />
        </IconButton>
      </Tooltip>
      <InboxBell />
    </>
  );
};
