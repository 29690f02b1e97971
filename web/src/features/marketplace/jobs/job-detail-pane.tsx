import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { DetailPanel, EmptyState } from '../../../shared/card-detail-shell';

type Props = { jobId: string; fromList: JobListItem | undefined };

// The detail and what it brings (apply, share, the hiring hint) load once a job is opened.
const LoadedContent = lazy(() => import('./job-detail-content').then((m) => ({ default: m.JobDetailContent })));

export const JobDetailContent = (props: Props) => (
  <Suspense fallback={<Skeleton variant="rounded" height={160} aria-busy="true" />}>
    <LoadedContent {...props} />
  </Suspense>
);

export const NoJobSelected = () => {
  const { t } = useTranslation('jobs');
  return <EmptyState icon={<TouchAppOutlined />} title={t('jobs.selectJob')} text={t('jobs.selectJobHint')} />;
};

// Desktop: beside the list, sticky under the top bar.
export const JobDetailPanel = ({ jobId, fromList }: { jobId: string | null; fromList: JobListItem | undefined }) => (
  <DetailPanel>{jobId ? <JobDetailContent key={jobId} jobId={jobId} fromList={fromList} /> : <NoJobSelected />}</DetailPanel>
);
