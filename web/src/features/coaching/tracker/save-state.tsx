import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { errorText } from '../../../shared/api-error';

type Saving = { isLoading: boolean; isSuccess: boolean; isError: boolean; error?: unknown };

// How a save beside its field went: saving, saved, or what the server said was wrong.
export const SaveState = ({ saving, dirty }: { saving: Saving; dirty: boolean }) => {
  const { t } = useTranslation('tracker');
  if (saving.isError)
    return (
      <Alert severity="error" sx={{ py: 0 }}>
        {errorText(saving.error, t('somethingWrong'))}
      </Alert>
    );
  return (
    <Typography role="status" variant="body2" color={saving.isLoading ? 'text.secondary' : 'success.main'} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {saving.isLoading && t('saving')}
      {saving.isSuccess && !dirty && (
        <>
          <CheckCircleOutlined fontSize="small" /> {t('saved')}
        </>
      )}
    </Typography>
  );
};
