import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { SavedItem } from '@contracts/marketplace/saved-items/calls';
import { EmptyState } from '../../../shared/card-detail-shell';
import { relativeTime } from '../../../shared/format';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { JobCard, JobCardSkeleton } from '../jobs/job-card';
import { jobPath } from '../jobs/job-paths';
import { ResumeCard } from '../resumes/resume-card';
import { resumePath } from '../resumes/resume-paths';
import { SAVED_ARGS, savedItemsApi } from './saved-items-api';

// A job or resume that is no longer there: what is left of it, and a way to take it off the list.
function GoneItem({ item }: { item: SavedItem }) {
  const { t } = useTranslation('savedItems');
  const notices = useNotices();
  const [remove, removing] = savedItemsApi.useRemoveSavedItemMutation();
  const title = item.job ? `${item.job.title} · ${item.job.company}` : t(item.itemType === 'job' ? 'jobGone' : 'resumeGone');
  return (
    <Card variant="outlined" sx={{ p: 2, bgcolor: '#f8fafc' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SearchOffOutlined sx={{ color: 'text.secondary' }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography dir="auto" sx={{ fontWeight: 700, color: 'text.secondary' }} noWrap>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(item.itemType === 'job' ? 'jobGone' : 'resumeGone')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size="small"
          loading={removing.isLoading}
          aria-label={t('removeNamed', { title })}
          onClick={() => void remove({ itemId: item.itemId }).unwrap().then(() => notices.snackbar(t('removed')), notices.error)}
        >
          {t('remove')}
        </Button>
      </Stack>
    </Card>
  );
}

function SavedEntry({ item }: { item: SavedItem }) {
  const { t, i18n } = useTranslation('savedItems');
  const navigate = useNavigate();
  const card =
    item.state === 'gone' ? (
      <GoneItem item={item} />
    ) : item.job ? (
      <JobCard job={item.job} selected={false} onOpen={(job) => void navigate(jobPath(job))} />
    ) : item.resume ? (
      <ResumeCard resume={item.resume} selected={false} onOpen={(resume) => void navigate(resumePath(resume))} />
    ) : null;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {card}
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5, px: 0.5 }}>
        {item.state === 'expired' ? `${t('jobExpired')} · ` : ''}
        {t('savedOn', { when: relativeTime(item.savedAt, i18n.language) })}
      </Typography>
    </Box>
  );
}

function SavedList({ title, items }: { title: string; items: SavedItem[] }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {items.map((item) => (
          <SavedEntry key={item.itemId} item={item} />
        ))}
      </Stack>
    </Box>
  );
}

// /saveditems: the jobs a seeker and the resumes a recruiter saved, the last saved first. The kind
// the person's role saves comes first; the other kind shows when there is some (saved before a switch).
export const SavedPage = () => {
  const { t } = useTranslation('savedItems');
  const { role } = useCurrentUser();
  const { data, isLoading, error, refetch } = savedItemsApi.useGetSavedItemsQuery(SAVED_ARGS, { refetchOnMountOrArgChange: true });
  const jobs = (data?.list ?? []).filter((item) => item.itemType === 'job');
  const resumes = (data?.list ?? []).filter((item) => item.itemType === 'profile');
  const recruiter = role === 'recruiter';
  const own = recruiter ? resumes : jobs;
  const other = recruiter ? jobs : resumes;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      </Box>
      {error ? (
        <LoadFailed text={t('failed')} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <Stack spacing={2} aria-busy>
          <JobCardSkeleton />
          <JobCardSkeleton />
        </Stack>
      ) : (
        <>
          {own.length ? (
            <SavedList title={t(recruiter ? 'resumes' : 'jobs')} items={own} />
          ) : (
            <EmptyState
              icon={<BookmarkBorderOutlined />}
              title={t(recruiter ? 'emptyResumes' : 'emptyJobs')}
              text={t(recruiter ? 'emptyResumesHint' : 'emptyJobsHint')}
              action={
                <Button component={RouterLink} to={recruiter ? '/resumes' : '/jobs'} variant="contained">
                  {t(recruiter ? 'browseResumes' : 'browseJobs')}
                </Button>
              }
            />
          )}
          {other.length > 0 && <SavedList title={t(recruiter ? 'jobs' : 'resumes')} items={other} />}
        </>
      )}
    </Container>
  );
};
