import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { visuallyHidden } from '@mui/utils';
import type { ActivityItem } from '@contracts/marketplace/activity/activity';
import { Loading } from '../../../shell/loading';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { loadConversationsStrings } from '../conversations/conversations-strings';
import { loadCreditsStrings } from '../credits/credits-strings';
import { jobsApi, MY_JOBS_ARGS } from '../jobs/jobs-api';
import { loadPaymentsStrings } from '../payments/payments-strings';
import { activityArgs, activityApi } from './activity-api';
import { hasDot, validView, viewsOf } from './activity-views';
import { SignInFrame } from '../../../shell/access-gate';

const ActivityRow = lazy(() => Promise.all([import('./activity-item'), loadCreditsStrings()]).then(([m]) => ({ default: m.ActivityRow })));
const ConversationDialog = lazy(() => Promise.all([import('../conversations/conversation-dialog'), loadConversationsStrings()]).then(([m]) => ({ default: m.ConversationDialog })));
const PromoteButton = lazy(() => Promise.all([import('../credits/promote-button'), loadCreditsStrings()]).then(([m]) => ({ default: m.PromoteButton })));
const ProUpsell = lazy(() => Promise.all([import('../payments/pro-upsell'), loadPaymentsStrings()]).then(([m]) => ({ default: m.ProUpsell })));

type Chat = { matchId: string; otherUserId: string; name: string };

const rowSkeletons = (
  <Stack spacing={1.5}>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={96} />
    ))}
  </Stack>
);

// /activity/:activityView? — the role's three lists, the second by default; a list with a badge
// dot is marked seen once shown, and lists change live (activity.changed).
export const ActivityPage = () => {
  const { t } = useTranslation('activity');
  const { t: tDeck } = useTranslation('deck');
  const { activityView } = useParams();
  const navigate = useNavigate();
  const { role, user, isLoading } = useCurrentUser();
  // the top bar has the Pro entry on wider screens
  const isMobile = useIsMobile();
  const view = validView(role, activityView);
  const list = activityApi.useGetUserActivityQuery(activityArgs(view), { skip: role === 'anonymous' });
  const mine = jobsApi.useGetUserJobsRQuery(MY_JOBS_ARGS, { skip: role !== 'recruiter' });
  const [markSeen] = activityApi.useMarkActivitySeenMutation();
  const [chat, setChat] = useState<Chat | null>(null);
  const flags = list.data?.flags;
  const dotHere = hasDot(view, flags);

  // an unknown or other role's view falls back to the default, in the address too
  useEffect(() => {
    if (role !== 'anonymous' && activityView !== undefined && activityView !== view) navigate(`/activity/${view}`, { replace: true });
  }, [role, activityView, view, navigate]);
  useEffect(() => {
    if (dotHere && list.isSuccess) void markSeen({ histogramSubType: view });
  }, [dotHere, list.isSuccess, view, markSeen]);

  if (isLoading) return <Loading />;
  if (role === 'anonymous') return <SignInFrame title={t('activity.title')} icon={<TimelineOutlined />} />;

  const titles = new Map((mine.data?.list ?? []).map((job) => [job._id, job.title]));
  const openChat = (item: ActivityItem, name: string) => setChat({ matchId: item.matchId, otherUserId: role === 'recruiter' ? item.seekerId : item.recruiterId, name });

  let body;
  if (list.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>
        {t('activity.loadError')}
      </Alert>
    );
  else if (list.isLoading || (list.isFetching && !list.data?.list.length)) body = rowSkeletons;
  else if (!list.data?.list.length)
    body = (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6">
          {t(`activity.empty.${view}`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{t('activity.emptyHint')}</Typography>
        <Button component={RouterLink} to="/swipe" variant="contained" startIcon={<StyleOutlined />}>
          {tDeck('deck.openDeck')}
        </Button>
      </Box>
    );
  else
    body = (
      <Suspense fallback={rowSkeletons}>
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t(`activity.${view}`)}>
          {list.data.list.map((item) => (
            <ActivityRow key={item.matchId} item={item} view={view} jobTitle={titles.get(item.jobId) ?? null} onMessage={openChat} />
          ))}
        </Stack>
      </Suspense>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
          {t('activity.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {/* 'Skip The Line': a seeker puts their profile first for 24 hours */}
          {role === 'seeker' && user && (
            <Suspense fallback={null}>
              <PromoteButton type="profile" objectId={user._id} label="skipTheLine" />
            </Suspense>
          )}
          {isMobile && role === 'seeker' && !user?.isPro && (
            <Suspense fallback={null}>
              <ProUpsell compact />
            </Suspense>
          )}
          <Button component={RouterLink} to="/swipe" variant="outlined" startIcon={<StyleOutlined />}>
            {tDeck('deck.openDeck')}
          </Button>
        </Stack>
      </Stack>
      <Tabs value={view} variant="fullWidth" aria-label={t('activity.lists')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {viewsOf(role).map((v) => (
          <Tab
            key={v}
            value={v}
            component={RouterLink}
            to={`/activity/${v}`}
            sx={{ minWidth: 0, px: 1 }}
            label={
              <Box component="span" sx={{ position: 'relative', pr: hasDot(v, flags) ? 1.5 : 0 }}>
                {t(`activity.${v}`)}
                {hasDot(v, flags) && (
                  <Box component="span" data-testid={`dot-${v}`} sx={{ position: 'absolute', top: 2, right: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('activity.newDot')}
                    </Box>
                  </Box>
                )}
              </Box>
            }
          />
        ))}
      </Tabs>
      {body}
      {chat && (
        <Suspense fallback={null}>
          <ConversationDialog matchId={chat.matchId} otherUserId={chat.otherUserId} fallbackName={chat.name} onClose={() => setChat(null)} />
        </Suspense>
      )}
    </Container>
  );
};

