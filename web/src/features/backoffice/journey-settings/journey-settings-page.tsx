import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { StaffPage } from '../../../shared/staff-page';
import { productName } from '../../coaching/portal/product';
import { ExplanationsEditor } from './explanations-editor';
import { JourneyLists } from './journey-lists';
import { WhatsAppCopies } from './whatsapp-copies';

// /{product}-settings: the journey's lists and explanations, for the brand's admins and site admins.
export const JourneySettingsPage = () => {
  const { t } = useTranslation('journeySettings');
  const product = productName();
  return (
    <StaffPage access="journeyAdmin" icon={<TuneOutlined />} title={t('title', { product })} subtitle={t('subtitle')}>
      <Stack spacing={4}>
        <WhatsAppCopies />
        <ExplanationsEditor />
        <JourneyLists />
      </Stack>
    </StaffPage>
  );
};
