import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { cardArgs, jobsApi } from './jobs-api';
import { JobDetail, JobDetailSkeleton } from './job-detail';

type Props = { jobId: string; fromList: JobListItem | undefined };

const EmptyState = ({ icon, title, text, action }: { icon: ReactElement; title: string; text: string; action?: ReactNode }) => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', '& > svg': { fontSize: 48, color: 'primary.light' } }}>
    {icon}
    <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
      {title}
    </Typography>
    <Typography sx={{ mt: 0.5 }}>{text}</Typography>
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);

// One job by id: list rows carry no description, so the detail comes from getHistogramObject (which
// also opens deep links). { notFound: true } → 'This job is no longer available'.
export const JobDetailContent = ({ jobId, fromList }: Props) => {
  const { t } = useTranslation('jobs');
  const { data, isLoading } = jobsApi.useGetHistogramObjectQuery(cardArgs(jobId));
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

export const NoJobSelected = () => {
  const { t } = useTranslation('jobs');
  return <EmptyState icon={<TouchAppOutlined />} title={t('jobs.selectJob')} text={t('jobs.selectJobHint')} />;
};

// Desktop: beside the list, sticky under the top bar.
export const JobDetailPanel = ({ jobId, fromList }: { jobId: string | null; fromList: JobListItem | undefined }) => (
  <Paper variant="outlined" sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto', p: 3 }}>
    {jobId ? <JobDetailContent key={jobId} jobId={jobId} fromList={fromList} /> : <NoJobSelected />}
  </Paper>
);

// Mobile: a full-screen dialog with a back button.
export const JobDetailDialog = ({ jobId, fromList, onBack }: { jobId: string | null; fromList: JobListItem | undefined; onBack: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <Dialog fullScreen open={Boolean(jobId)} onClose={onBack} aria-label={fromList?.title ?? t('jobs.description')}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar>
          <IconButton edge="start" onClick={onBack} aria-label={t('jobs.backToResults')}>
            <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
          <Typography sx={{ fontWeight: 700, mx: 1 }} noWrap>
            {t('jobs.backToResults')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2.5 }}>{jobId && <JobDetailContent key={jobId} jobId={jobId} fromList={fromList} />}</Box>
    </Dialog>
  );
};
