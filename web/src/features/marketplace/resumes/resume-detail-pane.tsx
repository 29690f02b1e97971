import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { DetailPanel, EmptyState } from '../../../shared/card-detail-shell';
import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';

// The detail and what it brings (connect, share, the match) load once a resume is opened.
const ResumeDetail = lazy(() => import('./resume-detail').then((m) => ({ default: m.ResumeDetail })));
const ResumeDetailSkeleton = () => <Skeleton variant="rounded" height={160} aria-busy="true" />;
import { resumeCardArgs, resumesApi } from './resumes-api';

// One resume by id (also what a pasted /resumes/{slug} opens): { notFound: true } → 'This resume is
// no longer available'.
export const ResumeDetailContent = ({ resumeId }: { resumeId: string }) => {
  const { t } = useTranslation('resumes');
  const { data, isLoading, isError, refetch } = resumesApi.useGetResumeQuery(resumeCardArgs(resumeId));
  if (isError)
    return <EmptyState icon={<PersonSearchOutlined />} title={t('resumes.loadFailed')} text="" action={<Button onClick={() => void refetch()}>{t('resumes.clearSearch')}</Button>} />;
  if (data && 'notFound' in data)
    return (
      <EmptyState
        icon={<PersonSearchOutlined />}
        title={t('resumes.notAvailable')}
        text={t('resumes.notAvailableHint')}
        action={
          <Button component={RouterLink} to="/resumes" variant="contained">
            {t('resumes.browseResumes')}
          </Button>
        }
      />
    );
  const resume = data && 'result' in data ? data.result : undefined;
  if (!resume || isLoading) return <ResumeDetailSkeleton />;
  return (
    <Suspense fallback={<ResumeDetailSkeleton />}>
      <ResumeDetail resume={resume} />
    </Suspense>
  );
};

// Desktop: beside the list, sticky under the top bar.
export const ResumeDetailPanel = ({ resumeId }: { resumeId: string | null }) => {
  const { t } = useTranslation('resumes');
  return (
    <DetailPanel>
      {resumeId ? <ResumeDetailContent key={resumeId} resumeId={resumeId} /> : <EmptyState icon={<TouchAppOutlined />} title={t('resumes.selectResume')} text={t('resumes.selectResumeHint')} />}
    </DetailPanel>
  );
};
