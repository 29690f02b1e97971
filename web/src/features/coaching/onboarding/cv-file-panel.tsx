import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CvUpload } from './cv-upload';
import { useGetOnboardingQuery } from './onboarding-api';

// The client's CV file (uploaded in onboarding or here), beside the CV links.
export function CvFilePanel() {
  const { t } = useTranslation('onboarding');
  const { data, isLoading } = useGetOnboardingQuery();
  return (
    <Paper variant="outlined" component="section" aria-label={t('parts.uploadCV')} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('cvFile')}
      </Typography>
      {isLoading || !data ? <Skeleton variant="rounded" height={80} /> : <CvUpload onboarding={data.onboarding} isOnboarding={false} />}
    </Paper>
  );
}
