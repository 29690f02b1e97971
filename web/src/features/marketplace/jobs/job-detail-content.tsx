import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { EmptyState } from '../../../shared/card-detail-shell';
import { cardArgs, jobsApi } from './jobs-api';
import { JobDetail, JobDetailSkeleton } from './job-detail';
import { useWatchOnOpen } from '../cards/use-watch-on-open';

type Props = { jobId: string; fromList: JobListItem | undefined };

// One job by id: list rows carry no description, so the detail comes from getHistogramObject (which
// also opens deep links). { notFound: true } → 'This job is no longer available'.
export const JobDetailContent = ({ jobId, fromList }: Props) => {
  const { t } = useTranslation('jobs');
  const { data, isLoading } = jobsApi.useGetHistogramObjectQuery(cardArgs(jobId));
  useWatchOnOpen(data && 'result' in data ? data.result._id : undefined);
  if (data && 'notFound' in data)
    return (
      <EmptyState
        icon={<SearchOffOutlined />}
        title={t('jobs.notAvailable')}
        text={t('jobs.notAvailableHint')}
        action={
          <Button component={RouterLink} to="/jobs" variant="contained">
            {t('jobs.browseJobs')}
          </Button>
        }
      />
    );
  const job = data && 'result' in data ? data.result : undefined;
  if (!job) return isLoading || fromList ? <JobDetailSkeleton /> : <EmptyState icon={<SearchOffOutlined />} title={t('jobs.notAvailable')} text={t('jobs.notAvailableHint')} />;
  return <JobDetail job={job} />;
};

