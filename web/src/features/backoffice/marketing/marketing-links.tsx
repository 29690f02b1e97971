import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';

type Place = 'posts' | 'calendar' | 'dashboard';
const places = [
  { place: 'posts', to: '/marketing-posts', icon: <ViewListOutlined /> },
  { place: 'calendar', to: '/marketing-calendar', icon: <CalendarMonthOutlined /> },
  { place: 'dashboard', to: '/marketing-dashboard', icon: <InsightsOutlined /> },
] as const;

// The marketing screens link to each other and to the newsletters (templates).
export function MarketingLinks({ here }: { here: Place }) {
  const { t } = useTranslation('marketing');
  return (
    <Stack component="nav" aria-label={t('links.posts')} direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {places
        .filter((p) => p.place !== here)
        .map((p) => (
          <Button key={p.place} component={RouterLink} to={p.to} startIcon={p.icon} size="small" variant="outlined">
            {t(`links.${p.place}`)}
          </Button>
        ))}
      <Button component={RouterLink} to="/templates" startIcon={<MailOutlined />} size="small" variant="outlined">
        {t('links.templates')}
      </Button>
    </Stack>
  );
}
