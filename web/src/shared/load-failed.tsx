import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

// What could not be loaded, with a retry.
export const LoadFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      {text}
    </Alert>
  );
};
