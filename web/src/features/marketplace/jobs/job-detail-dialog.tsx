import { useTranslation } from 'react-i18next';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { DetailDialog } from '../../../shared/detail-dialog';
import { JobDetailContent } from './job-detail-pane';

// Mobile: a full-screen dialog with a back button (loaded on phones only).
export const JobDetailDialog = ({ jobId, fromList, onBack }: { jobId: string | null; fromList: JobListItem | undefined; onBack: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <DetailDialog open={Boolean(jobId)} label={fromList?.title ?? t('jobs.description')} backLabel={t('jobs.backToResults')} onBack={onBack}>
      {jobId && <JobDetailContent key={jobId} jobId={jobId} fromList={fromList} />}
    </DetailDialog>
  );
};
