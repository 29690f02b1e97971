import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import type { AlertType } from '@contracts/marketplace/alerts/alert';
import { alertCalls } from '@contracts/marketplace/alerts/calls';
import type { JobSearchParams } from '@contracts/marketplace/jobs/calls';
import { currentLanguage, translateAnswer, translateMessage } from '../../../app/i18n';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { alertsApi } from './alerts-api';
import { alertInputOf, alertKeyOf, searchKeyOf } from './alert-search';

type Props = { type: AlertType; params: JobSearchParams; url: string };

const emailRule = alertCalls.addAlert.input.shape.email;

// A visitor's way to the alert: their address, then the link mailed to it starts the alert.
function VisitorAlert({ type, params, url }: Props) {
  const { t } = useTranslation('alerts');
  const notices = useNotices();
  const [addAlert, adding] = alertsApi.useAddAlertMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = emailRule.safeParse(email);
    if (!checked.success || !checked.data) return setProblem(translateMessage(checked.error?.issues[0]?.message ?? ''));
    setProblem(null);
    addAlert({ ...alertInputOf(type, params, url), email: checked.data, language: currentLanguage() })
      .unwrap()
      .then((answer) => notices.message(t('landing.approvedTitle'), translateAnswer(answer)))
      .catch((error: unknown) => notices.error(error));
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
      <TextField
        size="small"
        type="email"
        label={t('banner.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        sx={{ minWidth: { sm: 240 } }}
      />
      <Button type="submit" variant="contained" loading={adding.isLoading} sx={{ whiteSpace: 'nowrap' }}>
        {t('banner.subscribe')}
      </Button>
    </Stack>
  );
}

// A signed-in person's switch: on keeps the search as an alert, off deletes it.
function AlertSwitch({ type, params, url }: Props) {
  const { t } = useTranslation('alerts');
  const notices = useNotices();
  const { data } = alertsApi.useGetAlertsQuery({});
  const [addAlert, adding] = alertsApi.useAddAlertMutation();
  const [removeAlert, removing] = alertsApi.useRemoveAlertMutation();
  const key = searchKeyOf(type, params);
  const kept = data?.alerts.find((alert) => alertKeyOf(alert) === key);
  const busy = adding.isLoading || removing.isLoading || !data;
  const toggle = (on: boolean) => {
    const done = on ? addAlert(alertInputOf(type, params, url)).unwrap() : kept ? removeAlert({ alertId: kept._id }).unwrap() : null;
    done?.then((answer) => notices.snackbar(translateAnswer(answer))).catch((error: unknown) => notices.error(error));
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={<Switch checked={!!kept} disabled={busy} onChange={(e) => toggle(e.target.checked)} slotProps={{ input: { 'aria-label': t('banner.toggle') } }} />}
        label={kept ? t('banner.on') : t('banner.off')}
      />
      <Link component={RouterLink} to="/notifications" variant="body2">
        {t('banner.manage')}
      </Link>
    </Stack>
  );
}

// The email-alert banner above a jobs or resumes search, with its on/off toggle.
export function AlertBanner(props: Props) {
  const { t } = useTranslation('alerts');
  const { isAuthed } = useCurrentUser();
  return (
    <Paper variant="outlined" component="aside" aria-label={t(`banner.${props.type}`)} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, bgcolor: 'action.hover' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 2 }, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <NotificationsActiveOutlined color="primary" />
          <Typography sx={{ fontWeight: 600 }}>{t(`banner.${props.type}`)}</Typography>
        </Stack>
        {!props.params.locationObj ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('banner.placeNeeded')}
          </Typography>
        ) : isAuthed ? (
          <AlertSwitch {...props} />
        ) : (
          <VisitorAlert {...props} />
        )}
      </Stack>
    </Paper>
  );
}
