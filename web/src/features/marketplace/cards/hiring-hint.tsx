import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { cardsApi } from './cards-api';

// An expired job says how likely it was filled (from last month's watches); its owner sees how often
// it was opened.
export const HiringHint = ({ jobId }: { jobId: string }) => {
  const { t } = useTranslation('cards');
  const { data } = cardsApi.useGetJobWatchStatsQuery({ jobId });
  if (!data) return null;
  return (
    <>
      {data.hiringPercent !== null && (
        <Alert severity="info" icon={<InsightsOutlined />} sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('hiring.hint', { percent: data.hiringPercent })}
          </Typography>
          <Typography variant="caption">{t('hiring.hintDetail')}</Typography>
        </Alert>
      )}
      {data.watches && (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <VisibilityOutlined fontSize="small" />
          {data.watches.lastMonth > 0 ? t('hiring.watches', { count: data.watches.lastMonth }) : t('hiring.watchesNone')}
        </Typography>
      )}
    </>
  );
};
