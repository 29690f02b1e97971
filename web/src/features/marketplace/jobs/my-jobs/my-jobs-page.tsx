import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import type { Job, JobStatus } from '@contracts/marketplace/jobs/job';
import { jobsApi, MY_JOBS_ARGS } from '../jobs-api';
import { useNotices } from '../../../../shared/use-notices';
import { PaginationBar } from '../pagination-bar';
import { pageCount, PAGE_SIZE } from '../pagination';
import { myJobsFilters, useMyJobsAddress } from './my-jobs-address';
import { useCurrentUser } from '../../../identity/users/use-current-user';
import type { MyJobsState } from '../../../identity/users/use-role-actions';
import { Loading } from '../../../../shell/loading';
import { MyJobsGate } from './my-jobs-gate';
import { StatusConfirm, type PendingStatus } from './status-confirm';
import { MyJobRow } from './my-job-row';

const JobEditorDialog = lazy(() => import('../job-editor/job-editor-dialog').then((m) => ({ default: m.JobEditorDialog })));

export const MyJobsPage = () => {
  const { role, isLoading } = useCurrentUser();
  if (isLoading) return <Loading />;
  if (role !== 'recruiter') return <MyJobsGate role={role} />;
  return <MyJobs />;
};

const MyJobs = () => {
  const { t } = useTranslation('jobs');
  const notices = useNotices();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, isLoading } = jobsApi.useGetUserJobsRQuery(MY_JOBS_ARGS);
  const [changeStatus] = jobsApi.useChangeJobStatusMutation();
  const address = useMyJobsAddress();
  const [pending, setPending] = useState<PendingStatus | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const jobs = (data?.list ?? []).filter((job) => job.jobstatus !== 'D');
  const active = jobs.filter((job) => job.jobstatus === 'A').length;
  const shown = jobs.filter((job) => address.filter === 'all' || (address.filter === 'active') === (job.jobstatus === 'A'));
  const pages = pageCount(shown.length);
  const page = Math.min(address.page, Math.max(0, pages - 1));
  const onPage = shown.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const editedJob = address.open && address.open !== 'new' ? jobs.find((job) => job._id === address.open) : undefined;
  const setEditor = (target: { mode: 'new' } | { mode: 'edit'; job: Job } | null) => (target ? address.openJob(target.mode === 'new' ? 'new' : target.job._id) : address.closeJob());

  // a page past the end (after a delete, or an old address) becomes the last page
  useEffect(() => {
    if (data && address.page !== page) address.fixPage(page);
  }, [data, address, page]);

  // 'Post Jobs Free' from elsewhere lands here with the editor open.
  useEffect(() => {
    if ((location.state as MyJobsState | null)?.addJob) {
      navigate('/myJobs?job=new', { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const apply = async (job: Job, status: JobStatus) => {
    setPending(null);
    setBusyId(job._id);
    try {
      const result = await changeStatus({ jobId: job._id, newStatus: status }).unwrap();
      if (result.jobLimitReached) notices.message(t('myJobs.limitTitle'), t('myJobs.limitText'));
    } catch (error) {
      notices.error(error);
    } finally {
      setBusyId(null);
    }
  };

  // Activating needs no confirmation; deactivating and deleting do.
  const onStatus = (job: Job, status: JobStatus) => (status === 'A' ? void apply(job, status) : setPending({ job, status }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('myJobs.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {jobs.length ? t('myJobs.summary', { active, inactive: jobs.length - active }) : t('myJobs.subtitle')}
          </Typography>
        </Box>
        <Button variant="contained" size="large" startIcon={<Add />} onClick={() => setEditor({ mode: 'new' })}>
          {t('myJobs.addJob')}
        </Button>
      </Stack>

      {isLoading ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : jobs.length === 0 ? (
        <Paper variant="outlined" sx={{ textAlign: 'center', py: 8, px: 3 }}>
          <WorkOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {t('myJobs.empty')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>{t('myJobs.emptyHint')}</Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditor({ mode: 'new' })}>
            {t('myJobs.addJob')}
          </Button>
        </Paper>
      ) : (
        <>
          <Tabs
            value={address.filter}
            onChange={(_, filter) => address.setFilter(filter)}
            aria-label={t('myJobs.filterLabel')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {myJobsFilters.map((filter) => (
              <Tab key={filter} value={filter} label={t(filter === 'all' ? 'myJobs.filterAll' : filter === 'active' ? 'myJobs.filterActive' : 'myJobs.filterInactive')} />
            ))}
          </Tabs>
          {onPage.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>{t('myJobs.noneInFilter')}</Typography>
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {onPage.map((job) => (
                <Box component="li" key={job._id}>
                  <MyJobRow job={job} busy={busyId === job._id} onEdit={(j) => setEditor({ mode: 'edit', job: j })} onStatus={onStatus} />
                </Box>
              ))}
            </Stack>
          )}
          <PaginationBar page={page} total={shown.length} onPage={address.setPage} />
        </>
      )}

      <StatusConfirm pending={pending} onConfirm={(p) => void apply(p.job, p.status)} onCancel={() => setPending(null)} />
      {(address.open === 'new' || editedJob) && (
        <Suspense fallback={null}>
          <JobEditorDialog key={editedJob ? editedJob._id : 'new'} target={editedJob ? { mode: 'edit', job: editedJob } : { mode: 'new' }} onClose={() => setEditor(null)} />
        </Suspense>
      )}
    </Container>
  );
};
