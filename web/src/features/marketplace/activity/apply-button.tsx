import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Send from '@mui/icons-material/Send';
import type { ApplicationState } from '@contracts/marketplace/activity/activity';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { loadOrphanApplicationsStrings } from '../orphan-applications/orphan-applications-strings';
import { activityApi, MY_APPLICATIONS } from './activity-api';
import { useApply } from './use-apply';

// Visitors may send a CV without an account: that entry loads only for them.
const OrphanApplyButton = lazy(() =>
  Promise.all([import('../orphan-applications/orphan-apply-button'), loadOrphanApplicationsStrings()]).then(([m]) => ({ default: m.OrphanApplyButton })),
);

// dd.mm.yyyy, as the spec writes dates
export const shortDate = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
};

// The seeker's application to a job, from their own list (kept current by every apply answer).
export const useApplicationOf = (jobId: string): ApplicationState | undefined => {
  const { role } = useCurrentUser();
  const { data } = activityApi.useGetUserActivityQuery(MY_APPLICATIONS, { skip: role !== 'seeker' });
  return data?.list.find((item) => item.jobId === jobId);
};

export const ApplicationStateChip = ({ state }: { state: ApplicationState }) => {
  const { t } = useTranslation('activity');
  if (state.status === 'matched') return <Chip icon={<FavoriteBorder />} color="success" label={t('apply.matched')} />;
  if (state.status === 'connectSent') return <Chip icon={<CheckCircleOutline />} color="primary" variant="outlined" label={t('apply.connectSent')} />;
  return <Chip icon={<CheckCircleOutline />} color="primary" variant="outlined" label={t('apply.appliedOn', { date: shortDate(state.appliedAt) })} />;
};

type Props = { jobId: string; jobOwnerId?: string; size?: 'small' | 'medium' | 'large'; fullWidth?: boolean };

// Apply on a job card or the job detail; once applied, the state instead. Recruiters see nothing
// here (they connect from resumes); visitors are asked to sign in, or may send a CV without an account.
export const ApplyButton = ({ jobId, jobOwnerId, size = 'medium', fullWidth }: Props) => {
  const { t } = useTranslation('activity');
  const rtl = useTheme().direction === 'rtl';
  const { role, user } = useCurrentUser();
  const state = useApplicationOf(jobId);
  const { apply, isApplying } = useApply();
  if (role === 'recruiter' || (user && user._id === jobOwnerId)) return null;
  if (state) return <ApplicationStateChip state={state} />;
  const applyButton = (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      startIcon={<Send sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
      loading={isApplying}
      onClick={(event) => {
        // on a card the button sits inside the clickable area: applying does not open the job
        event.stopPropagation();
        void apply({ histogramType: 'jobs', jobId });
      }}
      onMouseDown={(event) => event.stopPropagation()}
    >
      {t('apply.apply')}
    </Button>
  );
  if (role !== 'anonymous') return applyButton;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'inherit' }}>
      {applyButton}
      <Suspense fallback={null}>
        <OrphanApplyButton jobId={jobId} size={size} />
      </Suspense>
    </Stack>
  );
};
