import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { openProDialog } from './pro-dialog-state';

// The Pro entry for seekers who are not Pro yet.
export const ProUpsell = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('payments');
  return (
    <Button color="primary" variant={compact ? 'text' : 'outlined'} startIcon={<WorkspacePremiumOutlined />} onClick={() => openProDialog('upsell')} sx={{ whiteSpace: 'nowrap' }}>
      {t('pro.upsell')}
    </Button>
  );
};
