import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Role } from '../features/identity/users/use-current-user';
import { activeTab, tabsFor } from './nav-tabs';

type Props = { role: Role; mobile: boolean; onPostJobsFree?: () => void; postLabel?: string; activityDot?: boolean };

const itemSx = (mobile: boolean, current: boolean) => ({
  position: 'relative',
  flex: mobile ? 1 : 'none',
  minHeight: mobile ? 48 : 64,
  px: { xs: 0.5, sm: 2 },
  fontSize: mobile ? 13 : 14,
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  color: current ? 'primary.main' : 'text.secondary',
  '&:hover': { color: 'primary.main' },
  // the bar under the current section
  '&::after': { content: '""', position: 'absolute', insetInline: 0, bottom: 0, height: 2, bgcolor: current ? 'primary.main' : 'transparent' },
});

// The main sections as links (they navigate; they are not tabs of one panel).
export const NavLinks = ({ role, mobile, onPostJobsFree, postLabel, activityDot = false }: Props) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = tabsFor(role);
  const current = activeTab(pathname, tabs);
  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', alignItems: 'stretch', width: mobile ? '100%' : 'auto' }}>
      {tabs.map((tab) => (
        <ButtonBase key={tab.to} component={RouterLink} to={tab.to} aria-current={current === tab.to ? 'page' : undefined} sx={itemSx(mobile, current === tab.to)}>
          {t(tab.label)}
          {/* the Activity badge dot: something new in a list that has one */}
          {tab.to === '/activity' && activityDot && (
            <Box component="span" aria-hidden data-testid="activity-dot" sx={{ position: 'absolute', top: mobile ? 10 : 18, insetInlineEnd: mobile ? 8 : 6, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }} />
          )}
        </ButtonBase>
      ))}
      {onPostJobsFree && (
        <ButtonBase onClick={onPostJobsFree} sx={{ ...itemSx(mobile, false), color: 'primary.main' }}>
          {postLabel}
        </ButtonBase>
      )}
    </Box>
  );
};
