import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { StaffPage } from '../../../shared/staff-page';
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
    <StaffPage access="admin" icon={<TuneOutlined />} title={t('title')} subtitle={t('subtitle')}>
      <ProductSettings />
    </StaffPage>
  );
};
