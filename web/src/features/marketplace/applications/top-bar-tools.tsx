import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import { InboxBell } from './inbox-bell';

// What signed-in people get in the top bar: the swipe deck and the notifications bell.
export const TopBarTools = () => {
  const { t } = useTranslation('applications');
  const { pathname } = useLocation();
  return (
    <>
      <Tooltip title={t('deck.openDeck')}>
        <IconButton component={RouterLink} to="/swipe" aria-label={t('deck.openDeck')} color={pathname === '/swipe' ? 'primary' : 'default'}>
          <StyleOutlined />
        </IconButton>
      </Tooltip>
      <InboxBell />
    </>
  );
};
