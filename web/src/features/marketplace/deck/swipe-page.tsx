import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Favorite from '@mui/icons-material/Favorite';
import Replay from '@mui/icons-material/Replay';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { jobsApi, MY_JOBS_ARGS } from '../jobs/jobs-api';
import { SignInFrame } from '../../../shell/access-gate';
import { SwipeStack } from './swipe-stack';
import { useDeck } from './use-deck';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"],[role="listbox"],[role="menu"]') !== null);

// Recruiters connect for one of their active jobs: the deck is ranked against it.
const useChosenJob = (forRecruiter: boolean) => {
  const mine = jobsApi.useGetUserJobsRQuery(MY_JOBS_ARGS, { skip: !forRecruiter });
  const active = (mine.data?.list ?? []).filter((job) => job.jobstatus === 'A');
  const [chosen, setChosen] = useState<string | null>(null);
  const jobId = active.find((job) => job._id === chosen)?._id ?? active[0]?._id;
  return { active, jobId, setChosen, isLoading: mine.isLoading };
};

export const SwipePage = () => {
  const { t } = useTranslation('deck');
  const { role, isLoading: userLoading } = useCurrentUser();
  const forRecruiter = role === 'recruiter';
  const jobs = useChosenJob(forRecruiter);
  const waiting = role === 'anonymous' || userLoading || (forRecruiter && !jobs.jobId);
  const { deck, cards, leaving, decide, swipe, undo, isUndoing, canUndo } = useDeck(forRecruiter ? 'resumes' : 'jobs', forRecruiter ? jobs.jobId : undefined, waiting);

  // → apply, ← skip, Backspace or Ctrl/⌘+Z undo (not while typing or inside a dialog)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey) return;
      if (event.key === 'ArrowRight') swipe('right');
      else if (event.key === 'ArrowLeft') swipe('left');
      else if (event.key === 'Backspace' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z')) void undo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [swipe, undo]);

  if (userLoading) return <Loading />;
  if (role === 'anonymous') return <SignInFrame title={t('deck.title')} icon={<StyleOutlined />} />;

  const title = forRecruiter ? t('deck.titleRecruiter') : t('deck.titleSeeker');
  const actionLabel = forRecruiter ? t('deck.connect') : t('deck.apply');

  let body;
  if (forRecruiter && !jobs.isLoading && !jobs.jobId)
    body = (
      <Alert severity="info" action={<Button component={RouterLink} to="/myJobs">{t('deck.postJob')}</Button>}>
        {t('deck.noActiveJob')}
      </Alert>
    );
  else if (deck.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => void deck.refetch()}>{t('common.retry')}</Button>}>
        {t('deck.loadError')}
      </Alert>
    );
  else if (!deck.data || (deck.isFetching && !cards.length))
    body = <Skeleton variant="rounded" sx={{ height: { xs: 420, sm: 480 }, maxWidth: 440, mx: 'auto', borderRadius: 4 }} />;
  else if (!cards.length)
    body = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <StyleOutlined sx={{ fontSize: 56, color: 'primary.light' }} />
        <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
          {t('deck.emptyTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{forRecruiter ? t('deck.emptyRecruiterText') : t('deck.emptyText')}</Typography>
        <Button component={RouterLink} to={forRecruiter ? '/resumes' : '/jobs'} variant="outlined">
          {forRecruiter ? t('deck.browseResumes') : t('deck.browseJobs')}
        </Button>
      </Box>
    );
  else body = <SwipeStack cards={cards} leaving={leaving} forRecruiter={forRecruiter} onSwipe={(card, direction) => void decide(card, direction)} />;

  const hasCards = cards.length > 0 && !deck.isError;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, textAlign: 'center' }}>
        {title}
      </Typography>
      <Typography variant="body2" id="deck-hint" sx={{ color: 'text.secondary', textAlign: 'center', mt: 0.5, mb: 2 }}>
        {forRecruiter ? t('deck.hintRecruiter') : t('deck.hint')}
      </Typography>
      {forRecruiter && jobs.active.length > 0 && (
        <TextField select size="small" fullWidth label={t('deck.chooseJob')} value={jobs.jobId ?? ''} onChange={(event) => jobs.setChosen(event.target.value)} sx={{ mb: 2, maxWidth: 440, mx: 'auto', display: 'flex' }}>
          {jobs.active.map((job) => (
            <MenuItem key={job._id} value={job._id} dir="auto">
              {job.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {body}
      {/* left skips and right applies, like the gesture, in both reading directions */}
      <Stack direction="row" dir="ltr" sx={{ gap: { xs: 2, sm: 3 }, justifyContent: 'center', alignItems: 'center', mt: 3 }} aria-describedby="deck-hint">
        <Tooltip title={t('deck.skip')}>
          <span>
            <IconButton aria-label={t('deck.skip')} onClick={() => swipe('left')} disabled={!hasCards || !!leaving} sx={roundButton('#dc2626', 64)}>
              <Close fontSize="large" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('deck.undo')}>
          <span>
            <IconButton aria-label={t('deck.undo')} onClick={() => void undo()} disabled={isUndoing || (!canUndo && !hasCards && !deck.data)} sx={roundButton('#d97706', 48)}>
              <Replay />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={actionLabel}>
          <span>
            <IconButton aria-label={actionLabel} onClick={() => swipe('right')} disabled={!hasCards || !!leaving} sx={roundButton('#16a34a', 64)}>
              <Favorite fontSize="large" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Container>
  );
};

const roundButton = (color: string, size: number) => ({
  width: size,
  height: size,
  color,
  bgcolor: 'background.paper',
  border: 2,
  borderColor: color,
  boxShadow: '0 6px 16px -8px rgba(0,0,0,.35)',
  '&:hover': { bgcolor: `${color}14` },
  '&.Mui-disabled': { borderColor: 'divider' },
});
