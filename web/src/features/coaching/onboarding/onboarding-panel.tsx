import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { PersonalJourney } from '@contracts/coaching/journey/journey';
import { onboardingParts } from '@contracts/coaching/onboarding/onboarding';
import { LoadFailed } from '../../../shared/load-failed';
import { errorText } from '../../../shared/api-error';
import { CvUpload } from './cv-upload';
import { DataCheckForm } from './data-check-form';
import { MeetingPicker } from './meeting-picker';
import { useGetOnboardingQuery } from './onboarding-api';

// The details as checked, one to a line, each in its own direction (an address reads left to right).
const CheckedDetails = ({ journey }: { journey: PersonalJourney }) => (
  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25, overflowWrap: 'anywhere' }}>
    {[`${journey.first_name} ${journey.last_name}`, journey.title, journey.email, journey.phone].filter(Boolean).map((line) => (
      <Typography key={line} component="li" dir="auto" sx={{ textAlign: 'start' }}>
        {line}
      </Typography>
    ))}
  </Box>
);

// Before the journey: check details, upload the CV, book a first meeting; 33.3 % each, each part
// opened by the one before. Done parts stay open to change (another file, another time).
export function OnboardingPanel({ journey, onFinished }: { journey: PersonalJourney; onFinished?: () => void }) {
  const { t } = useTranslation('onboarding');
  const { data, isLoading, error, refetch } = useGetOnboardingQuery();
  if (isLoading) return <Skeleton variant="rounded" height={360} />;
  if (error || !data) return <LoadFailed text={errorText(error, t('loadError'))} onRetry={() => void refetch()} />;
  const { onboarding } = data;
  const active = onboardingParts.findIndex((p) => !onboarding.completed[p]);
  const current = active === -1 ? onboardingParts.length - 1 : active;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h5" component="h1">
        {t('title', { name: journey.first_name })}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Box>
        <LinearProgress variant="determinate" value={onboarding.percent} aria-label={t('progress')} sx={{ height: 8, borderRadius: 4 }} />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('percent', { percent: onboarding.percent })}
        </Typography>
      </Box>
      <Stepper orientation="vertical" activeStep={current} nonLinear>
        {onboardingParts.map((part, index) => {
          const open = index === 0 || onboarding.completed[onboardingParts[index - 1]!];
          const complete = onboarding.completed[part];
          return (
            <Step key={part} completed={complete} disabled={!open} expanded={open && (index === current || complete)}>
              <StepLabel optional={!open ? <Typography variant="caption">{t('locked')}</Typography> : complete ? <Typography variant="caption" color="success.main">{t('done')}</Typography> : undefined}>
                <Typography component="h2" sx={{ fontWeight: 600 }}>
                  {t(`parts.${part}`)}
                </Typography>
              </StepLabel>
              <StepContent>
                <Box sx={{ pt: 1, pb: 2 }}>
                  {part === 'dataChecked' && (complete ? <CheckedDetails journey={journey} /> : <DataCheckForm journey={journey} />)}
                  {part === 'uploadCV' && <CvUpload onboarding={onboarding} isOnboarding />}
                  {part === 'firstMeeting' && <MeetingPicker />}
                </Box>
              </StepContent>
            </Step>
          );
        })}
      </Stepper>
      {onboarding.done && onFinished && (
        <Stack direction="row">
          <Button variant="contained" onClick={onFinished}>
            {t('toJourney')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
