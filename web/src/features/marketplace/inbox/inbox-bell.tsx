import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { Notification } from '@contracts/marketplace/inbox/notification';
import { isolate } from '../../../shared/bidi';
import { relativeTime } from '../../../shared/format';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { PushOptIn } from './push-opt-in';
import { inboxApi, INBOX_ARGS } from './inbox-api';

const viewOf = (n: Notification, recruiter: boolean) => (n.kind === 'match' ? (recruiter ? 'matchesRec' : 'matchesCan') : n.kind === 'applicant' ? 'applicants' : 'jobsSuggestion');

// The inbox in the top bar: the unread count, live; opening it lists the latest and marks them read.
export const InboxBell = () => {
  const { t, i18n } = useTranslation('inbox');
  const navigate = useNavigate();
  const { role } = useCurrentUser();
  const inbox = inboxApi.useGetNotificationsQuery(INBOX_ARGS);
  const [markRead] = inboxApi.useMarkNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = inbox.data?.unread ?? 0;

  // read once seen: the highlight stays while the list is open
  const close = () => {
    setAnchor(null);
    if (unread > 0) void markRead({ all: true });
  };
  const go = (n: Notification) => {
    close();
    // a push says all it has to say in the list
    if (n.kind !== 'push') navigate(`/activity/${viewOf(n, role === 'recruiter')}`);
  };
  const text = (n: Notification) => (n.kind === 'push' ? (n.title ?? '') : t(`inbox.${n.kind}`, { name: isolate(n.otherName ?? t('inbox.someone')), job: isolate(n.jobTitle ?? t('inbox.aJob')) }));
  const when = (n: Notification) => relativeTime(n.createdAt, i18n.language);

  return (
    <>
      <IconButton
        aria-label={unread ? t('inbox.openWithCount', { count: unread > 99 ? '99+' : unread }) : t('inbox.open')}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* no hidden '0' in the button: its name must hold every text it shows */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneOutlined />
          </Badge>
        ) : (
          <NotificationsNoneOutlined />
        )}
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('inbox.title'), sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: 480 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="h2" sx={{ fontWeight: 800 }}>
            {t('inbox.title')}
          </Typography>
          {unread > 0 && (
            <Button size="small" onClick={() => void markRead({ all: true })}>
              {t('inbox.markAll')}
            </Button>
          )}
        </Stack>
        <PushOptIn />
        {inbox.isError ? (
          <Alert severity="error" sx={{ m: 1.5 }} action={<Button onClick={() => void inbox.refetch()}>{t('common.retry')}</Button>}>
            {t('inbox.loadError')}
          </Alert>
        ) : inbox.isLoading ? (
          <Box sx={{ p: 2 }}>
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        ) : !inbox.data?.list.length ? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>{t('inbox.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {inbox.data.list.map((n) => (
              <ListItemButton key={n.id} onClick={() => go(n)} sx={{ bgcolor: n.readAt ? 'transparent' : 'rgba(79,70,229,0.06)', alignItems: 'flex-start' }}>
                <ListItemText
                  primary={text(n)}
                  secondary={n.kind === 'push' ? `${n.message ?? ''} · ${when(n)}` : when(n)}
                  slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 700 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
