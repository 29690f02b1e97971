import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

// What could not be loaded, with a retry.
export const LoadFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => {
  const { t } = useTranslation('tracker');
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{t('retry')}</Button>}>
      {text}
    </Alert>
  );
};

// A moment as a day, in the reader's language.
export const dayOf = (iso: string, language: string): string => new Date(iso).toLocaleDateString(language === 'he' ? 'he-IL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
