import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { alertFrequencies, alertTitle, type Alert, type AlertFrequency } from '@contracts/marketplace/alerts/alert';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { dateText } from '../../../shared/format';
import { usePlaceName } from '../../../shared/places';
import { useNotices } from '../../../shared/use-notices';
import { translateAnswer } from '../../../app/i18n';
import { alertsApi } from './alerts-api';

function AlertRow({ alert, onDelete }: { alert: Alert; onDelete: (alert: Alert) => void }) {
  const { t, i18n } = useTranslation('alerts');
  const notices = useNotices();
  const [setFrequency, saving] = alertsApi.useSetFrequencyMutation();
  const placeName = usePlaceName();
  const title = alertTitle(alert, placeName) || t('page.allOf');
  const change = (frequency: AlertFrequency) =>
    setFrequency({ alertId: alert._id, histogramType: alert.alertHistogramType, frequency })
      .unwrap()
      .then((answer) => notices.snackbar(translateAnswer(answer)))
      .catch((error: unknown) => notices.error(error));
  const filters = [...(alert.filters.tags ?? []), ...(alert.filters.seniorityLevel ?? []), ...(alert.filters.employmentType ?? []), ...(alert.filters.company ?? [])];
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`page.${alert.alertHistogramType}`)} color={alert.alertHistogramType === 'jobs' ? 'primary' : 'secondary'} variant="outlined" />
            <Link component={RouterLink} to={alert.url} sx={{ fontWeight: 600, fontSize: 17, overflowWrap: 'anywhere' }}>
              {title}
            </Link>
          </Stack>
          {filters.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {filters.join(' · ')}
            </Typography>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
            {alert.lastSentAt ? t('page.lastSent', { date: dateText(alert.lastSentAt, i18n.language) }) : t('page.neverSent')}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('page.frequency')}
            value={alert.frequency}
            disabled={saving.isLoading}
            onChange={(e) => void change(e.target.value as AlertFrequency)}
            sx={{ minWidth: 170 }}
          >
            {alertFrequencies.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`frequency.${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={t('page.delete', { title })} onClick={() => onDelete(alert)}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

// /notifications: the account's alerts, each with its frequency and deletion (after 'Delete this
// alert?'), then the mail preferences.
export const AlertsPage = () => {
  const { t } = useTranslation('alerts');
  const notices = useNotices();
  const placeName = usePlaceName();
  const { data, isLoading, isError, refetch } = alertsApi.useGetAlertsQuery({});
  const [removeAlert, removing] = alertsApi.useRemoveAlertMutation();
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    removeAlert({ alertId: deleting._id })
      .unwrap()
      .then((answer) => notices.snackbar(translateAnswer(answer)))
      .catch((error: unknown) => notices.error(error))
      .finally(() => setDeleting(null));
  };
  const alerts = data?.alerts ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {t('page.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('page.subtitle')}</Typography>
      {isLoading ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : isError ? (
        <LoadFailed text={t('page.failed')} onRetry={() => void refetch()} />
      ) : alerts.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
          <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
            {t('page.empty')}
          </Typography>
          <Typography sx={{ mt: 0.5, mb: 2 }}>{t('page.emptyHint')}</Typography>
          <Button variant="outlined" component={RouterLink} to="/jobs">
            {t('page.searchJobs')}
          </Button>
        </Box>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {alerts.map((alert) => (
            <AlertRow key={alert._id} alert={alert} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 4 }} />
      {/* the mail preferences live in the account's settings, where unsubscribe links land */}
      <Typography sx={{ color: 'text.secondary' }}>
        {t('page.preferencesHint')}{' '}
        <Link component={RouterLink} to="/settings#mail-preferences">
          {t('page.preferencesLink')}
        </Link>
      </Typography>
      <ConfirmDialog
        open={deleting !== null}
        title={t('page.deleteTitle')}
        text={t('page.deleteText', { title: deleting ? alertTitle(deleting, placeName) || t('page.allOf') : '' })}
        confirmLabel={t('page.deleteConfirm')}
        danger
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
};
