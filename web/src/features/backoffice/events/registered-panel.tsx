import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { EventData, Registered } from '@contracts/backoffice/events/calls';
import { googleCalendarLink, type CalendarEntry } from '@contracts/backoffice/events/calendar-link';
import { REASON_MAX } from '@contracts/backoffice/events/webinar';
import { errorText } from '../../../shared/api-error';
import { OccurrenceTime } from './occurrence-time';

const entryOf = (event: EventData['event'], registered: Registered): CalendarEntry => ({
  uid: `${registered._id}@${window.location.hostname}`,
  title: event.title,
  description: event.description,
  start: registered.occurrence.date,
  end: registered.occurrence.end,
  url: window.location.href,
  location: registered.occurrence.googleMeetLink,
});

// The .ics is written in the browser with the same `ics` package as the mail's (loaded on demand).
async function downloadIcs(entry: CalendarEntry): Promise<void> {
  const { occurrenceCalendar } = await import('@contracts/backoffice/events/calendar');
  const url = URL.createObjectURL(new Blob([occurrenceCalendar(entry)], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'webinar.ics';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

// The registered person's panel (the link's id and code matched): their details, the meeting,
// add-to-calendar, and cancelling with a reason.
export function RegisteredPanel({ event, registered, busy, onCancel }: { event: EventData['event']; registered: Registered; busy: boolean; onCancel(reason: string): Promise<unknown> }) {
  const { t } = useTranslation('events');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const active = registered.status === 'A';
  const entry = entryOf(event, registered);
  const title = !active ? t('panel.cancelledTitle') : registered.waiting ? t('panel.waiting') : t('panel.registered');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="registered-title" sx={{ p: { xs: 2, sm: 3 }, borderColor: active ? 'primary.main' : 'divider' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1.5 }}>
        {registered.waiting ? <HourglassEmptyOutlined color="warning" /> : <EventAvailableOutlined color={active ? 'primary' : 'disabled'} />}
        <Typography id="registered-title" variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      {active && registered.waiting && registered.waitingPosition !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('panel.waitingPosition', { position: registered.waitingPosition })}
        </Alert>
      )}
      <Stack sx={{ gap: 2 }}>
        <OccurrenceTime start={registered.occurrence.date} end={registered.occurrence.end} />
        <Stack sx={{ gap: 0.5 }} aria-label={t('panel.details')}>
          <Detail label={t('panel.name')} value={`${registered.firstName} ${registered.lastName}`} />
          <Detail label={t('panel.email')} value={registered.email} />
          <Detail label={t('panel.phone')} value={registered.phone} />
        </Stack>
        {active && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexWrap: 'wrap' }}>
            {!registered.waiting && registered.occurrence.googleMeetLink && (
              <Button variant="contained" startIcon={<VideocamOutlined />} href={registered.occurrence.googleMeetLink} target="_blank" rel="noopener noreferrer">
                {t('panel.join')}
              </Button>
            )}
            {!registered.waiting && (
              <>
                <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={() => void downloadIcs(entry)} aria-label={`${t('panel.addToCalendar')}: ${t('panel.downloadIcs')}`}>
                  {t('panel.downloadIcs')}
                </Button>
                <Button variant="outlined" href={googleCalendarLink(entry)} target="_blank" rel="noopener noreferrer" aria-label={`${t('panel.addToCalendar')}: ${t('panel.googleCalendar')}`}>
                  {t('panel.googleCalendar')}
                </Button>
              </>
            )}
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('panel.cancelRegistration')}
            </Button>
          </Stack>
        )}
      </Stack>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="cancel-registration-title" fullWidth maxWidth="xs">
          <DialogTitle id="cancel-registration-title">{t('cancelDialog.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('cancelDialog.text')}</DialogContentText>
            <TextField
              label={t('cancelDialog.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: REASON_MAX } }}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirming(false)} autoFocus>
              {t('cancelDialog.keep')}
            </Button>
            <Button variant="contained" color="error" loading={busy} onClick={() => void onCancel(reason).catch((error: unknown) => setFailure(errorText(error, t('form.somethingWentWrong'))))}>
              {t('cancelDialog.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
