import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import { StaffPage } from '../../../shared/staff-page';
import { LoadFailed } from '../../../shared/load-failed';
import { CREDIT_FORM, paymentLinkApi } from './payment-link-api';
import { PaymentLinkForm } from './payment-link-form';
import { PaymentLinksList } from './payment-links-list';

function PaymentLinks() {
  const { t } = useTranslation('paymentLink');
  const { data, isLoading, error, refetch } = paymentLinkApi.useGetJHPaymentLinkDataQuery(CREDIT_FORM);
  if (isLoading)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (error || !data) return <LoadFailed text={t('loadError')} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <PaymentLinkForm data={data} />
      <PaymentLinksList links={data.links} />
    </Box>
  );
}

// /{product}-payment: the payment link generator, for coaching admins and site admins.
export const PaymentLinkPage = () => {
  const { t } = useTranslation('paymentLink');
  return (
    <StaffPage access="journeyAdmin" icon={<AddLinkOutlined />} title={t('title')} subtitle={t('subtitle')}>
      <PaymentLinks />
    </StaffPage>
  );
};
