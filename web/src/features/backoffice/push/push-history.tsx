import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PushHistoryEntry } from '@contracts/backoffice/push/push';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { productName } from '../../coaching/portal/product';
import { HISTORY_PAGE, pushApi } from './push-api';

// dd.mm.yyyy hh:mm, as the back-office writes dates (spec §9)
const dateText = (iso: string, language: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

// Whom an entry was for, in words.
function useTargetText() {
  const { t } = useTranslation('push');
  return (entry: PushHistoryEntry): string => {
    if (entry.registeredUsers.length) return t('picked', { count: entry.registeredUsers.length });
    const { role, pro, journeyUsers, location } = entry.query;
    return [t(`roles.${role}`), pro ? t('pro') : null, journeyUsers ? t('journeyUsers', { product: productName() }) : null, location || null].filter(Boolean).join(' · ');
  };
}

// The pushes sent and kept, newest first: used again, or removed after a confirmation.
export function PushHistory({ onUse }: { onUse: (entry: PushHistoryEntry) => void }) {
  const { t, i18n } = useTranslation('push');
  const notices = useNotices();
  const targetText = useTargetText();
  const history = pushApi.useGetPushNotificationHistoryQuery(HISTORY_PAGE);
  const [remove, removing] = pushApi.useRemovePushNotificationHisotryMutation();
  const [asked, setAsked] = useState<PushHistoryEntry | null>(null);
  const confirmRemove = async () => {
    const entry = asked;
    setAsked(null);
    if (!entry) return;
    try {
      await remove({ id: entry._id }).unwrap();
      notices.snackbar(t('removed'));
    } catch (error) {
      notices.error(error);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="push-history" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="push-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history')}
      </Typography>
      {history.isLoading ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : history.isError || !history.data ? (
        <LoadFailed text={t('historyError')} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('noHistory')}</Typography>
      ) : (
        <List disablePadding aria-labelledby="push-history">
          {history.data.list.map((entry) => (
            <ListItem key={entry._id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.messageTitle}</Typography>
                <Chip size="small" color={entry.status === 'sent' ? 'primary' : 'default'} label={entry.status === 'sent' ? `${t('sent')} · ${t('reached', { count: entry.recipients })}` : t('kept')} />
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {entry.message}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {targetText(entry)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {t('by', { name: entry.byName ?? '—', date: dateText(entry.at, i18n.language) })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" onClick={() => onUse(entry)} aria-label={`${t('use')}: ${entry.messageTitle}`}>
                  {t('use')}
                </Button>
                <Button size="small" color="error" disabled={removing.isLoading} onClick={() => setAsked(entry)} aria-label={`${t('remove')}: ${entry.messageTitle}`}>
                  {t('remove')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('removeTitle')}
        text={t('removeText', { title: asked?.messageTitle ?? '' })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => void confirmRemove()}
        onCancel={() => setAsked(null)}
      />
    </Paper>
  );
}
