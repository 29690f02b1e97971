import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { errorText } from '../../../shared/api-error';

// What the server said about a dialog's save, in the reader's language; nothing when it went well.
export const DialogError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('partners');
  return error ? (
    <Alert severity="error" role="alert">
      {errorText(error, t('saveFailed'))}
    </Alert>
  ) : null;
};
