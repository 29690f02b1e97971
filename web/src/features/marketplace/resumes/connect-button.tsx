import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { useApply } from '../activity/use-apply';
import { jobsApi, MY_JOBS_ARGS } from '../jobs/jobs-api';

// The menu of jobs and the tooltip bring popup code the list's first screen does without: they load
// when a recruiter needs them.
const JobChoice = lazy(() => import('./connect-choices').then((m) => ({ default: m.JobChoice })));
const NeedJobHint = lazy(() => import('./connect-choices').then((m) => ({ default: m.NeedJobHint })));

// Connect from a resume (the existing connect call, applyHistObject with histogramType resumes) for
// one of the recruiter's active jobs: asked which when there are several. A visitor is asked to sign
// in; seekers apply to jobs and see no Connect.
export const ConnectButton = ({ seekerId, size = 'medium' }: { seekerId: string; size?: 'small' | 'medium' }) => {
  const { t } = useTranslation('resumes');
  const { role, user } = useCurrentUser();
  const { apply, isApplying } = useApply();
  const mine = jobsApi.useGetUserJobsRQuery(MY_JOBS_ARGS, { skip: role !== 'recruiter' });
  const active = (mine.data?.list ?? []).filter((job) => job.jobstatus === 'A');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sent, setSent] = useState(false);
  if (role === 'seeker' || user?._id === seekerId) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  const connect = async (jobId: string) => {
    setAnchor(null);
    const outcome = await apply({ histogramType: 'resumes', seekerId, jobId });
    if (outcome === 'sent' || outcome === 'match' || outcome === 'unchanged') setSent(true);
  };
  const noJob = role === 'recruiter' && !mine.isLoading && active.length === 0;
  const button = (
    <Button
      variant={sent ? 'outlined' : 'contained'}
      size={size}
      startIcon={<HandshakeOutlined />}
      loading={isApplying}
      disabled={sent}
      onMouseDown={stop}
      onClick={(event) => {
        stop(event);
        if (noJob) return;
        // a visitor is asked to sign in before anything is sent
        if (role !== 'recruiter') void connect(seekerId);
        else if (active.length === 1) void connect(active[0]!._id);
        else setAnchor(event.currentTarget);
      }}
    >
      {t('connect.connect')}
    </Button>
  );
  const addJob = (
    <Button component={RouterLink} to="/myJobs" size={size} variant="outlined" onMouseDown={stop} onClick={stop} startIcon={<HandshakeOutlined />}>
      {t('connect.addJob')}
    </Button>
  );
  return (
    <>
      {noJob ? (
        <Suspense fallback={addJob}>
          <NeedJobHint title={t('connect.needJob')}>{addJob}</NeedJobHint>
        </Suspense>
      ) : (
        button
      )}
      {anchor && (
        <Suspense fallback={null}>
          <JobChoice anchor={anchor} title={t('connect.forJob')} jobs={active} onClose={() => setAnchor(null)} onClick={stop} onPick={(jobId) => void connect(jobId)} />
        </Suspense>
      )}
    </>
  );
};
