import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LoadFailed } from '../../../shared/load-failed';
import { errorText } from '../../../shared/api-error';
import { CvFilePanel } from '../onboarding/cv-file-panel';
import { CoverLettersPanel, CvPanel } from './documents-panels';
import { useGetJourneyPublishingQuery } from './documents-api';

// The journey page's CV + Cover tab: the CV file the client uploaded, the CV links and the cover
// letters with their dialogs, for the client and for the staff who opened the journey.
export function DocumentsTab({ journeyId, staff }: { journeyId: string; staff: boolean }) {
  const { t } = useTranslation('documents');
  const { data, isLoading, error, refetch } = useGetJourneyPublishingQuery();
  if (isLoading) return <Skeleton variant="rounded" height={360} />;
  if (error || !data) return <LoadFailed text={errorText(error, t('loadError'))} onRetry={() => void refetch()} />;
  const who = { staff };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CvFilePanel />
        <CvPanel resumes={data.resumes} who={who} />
      </Box>
      <CoverLettersPanel letters={data.coverLetters} who={who} journeyId={journeyId} />
    </Box>
  );
}
