import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

// The lazy-route fallback: 'Loading...'.
export const Loading = () => {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}>
      <CircularProgress size={32} aria-label={t('common.loading')} />
      <Typography sx={{ color: 'text.secondary' }}>{t('common.loading')}</Typography>
    </Box>
  );
};
