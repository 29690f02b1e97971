import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { AccessGate } from '../../../shell/access-gate';
import { LoadFailed } from '../../../shared/load-failed';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';
import { settingsApi } from './settings-api';

function ProductSettings() {
  const { t } = useTranslation('settings');
  const { data, isLoading, error, refetch, isFetching } = settingsApi.useGetProductSettingsQuery({});
  if (isLoading)
    return (
      <Stack spacing={2} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Stack>
    );
  if (error || !data) return <LoadFailed text={t('loadError')} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <SettingsForm answer={data} onReload={() => void refetch()} reloading={isFetching} />
      <SettingsHistory />
    </Box>
  );
}

// /jssettings: the product's own settings, for site admins.
export const ProductSettingsPage = () => {
  const { t } = useTranslation('settings');
  return (
    <AccessGate access="admin" icon={<TuneOutlined />} title={t('title')}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <ProductSettings />
      </Container>
    </AccessGate>
  );
};
