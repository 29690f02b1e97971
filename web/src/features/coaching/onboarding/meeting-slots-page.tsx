import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { MEETING_MINUTES, MEETING_ZONE, type StaffSlot } from '@contracts/coaching/onboarding/onboarding';
import { AccessGate } from '../../../shell/access-gate';
import { errorText } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { meetingWhen } from './meeting-time';
import { onboardingApi } from './onboarding-api';

const nextHour = () => DateTime.now().setZone(MEETING_ZONE).plus({ days: 1 }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-LL-dd'T'HH:mm");

// Opening back-to-back slots from a time in Israel, however the staff member's browser is set.
function OpenSlotsForm() {
  const { t } = useTranslation('onboarding');
  const notices = useNotices();
  const [start, setStart] = useState(nextHour);
  const [minutes, setMinutes] = useState<number>(30);
  const [count, setCount] = useState(4);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, { isLoading }] = onboardingApi.useOpenMeetingSlotsMutation();
  const submit = async () => {
    setProblem(null);
    const at = DateTime.fromISO(start, { zone: MEETING_ZONE });
    if (!at.isValid) return setProblem(t('data.required'));
    try {
      await open({ start: at.toISO({ suppressMilliseconds: true })!, minutes, count }).unwrap();
      notices.snackbar(t('staff.opened'));
    } catch (error) {
      setProblem(errorText(error, t('loadError')));
    }
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
      <TextField label={`${t('staff.start')} (${t('meeting.zone')})`} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} required slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }} />
      <TextField select label={t('staff.minutes')} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
        {MEETING_MINUTES.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={t('staff.count')} type="number" value={count} onChange={(e) => setCount(Math.max(1, Math.min(16, Number(e.target.value) || 1)))} slotProps={{ htmlInput: { min: 1, max: 16 } }} />
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ height: 56 }}>
        {t('staff.open')}
      </Button>
      {problem && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}

function SlotList() {
  const { t, i18n } = useTranslation('onboarding');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = onboardingApi.useGetMeetingSlotsQuery({});
  const [close, closing] = onboardingApi.useCloseMeetingSlotMutation();
  const [closingSlot, setClosingSlot] = useState<StaffSlot | null>(null);
  if (isLoading) return <Skeleton variant="rounded" height={240} />;
  if (error || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {errorText(error, t('loadError'))}
      </Alert>
    );
  if (!data.slots.length) return <Alert severity="info">{t('staff.empty')}</Alert>;
  return (
    <>
      <List dense aria-label={t('staff.title')}>
        {data.slots.map((slot) => (
          <ListItem
            key={slot.slotId}
            divider
            secondaryAction={
              !slot.bookedBy && (
                <IconButton edge="end" aria-label={`${t('staff.close')} ${meetingWhen(slot, i18n.language)}`} onClick={() => setClosingSlot(slot)}>
                  <DeleteOutlined />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={meetingWhen(slot, i18n.language)}
              secondary={slot.bookedBy ? `${t('staff.bookedBy', { name: slot.bookedBy.name })} · ${slot.bookedBy.email}` : t('staff.free')}
              slotProps={{ secondary: { color: slot.bookedBy ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={closingSlot !== null}
        title={t('staff.close')}
        text={closingSlot ? t('staff.closeConfirm', { when: meetingWhen(closingSlot, i18n.language) }) : ''}
        confirmLabel={t('staff.close')}
        cancelLabel={t('meeting.keep')}
        danger
        busy={closing.isLoading}
        onCancel={() => setClosingSlot(null)}
        onConfirm={async () => {
          try {
            await close({ slotId: closingSlot!.slotId }).unwrap();
            notices.snackbar(t('staff.closed'));
          } catch (failure) {
            notices.error(failure);
          }
          setClosingSlot(null);
        }}
      />
    </>
  );
}

// Staff: the first-meeting slots clients book in their onboarding.
export const MeetingSlotsPage = () => {
  const { t } = useTranslation('onboarding');
  return (
    <AccessGate access="staff" icon={<EventOutlined />} title={t('staff.title')}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('staff.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('staff.text')}
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <OpenSlotsForm />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <SlotList />
        </Paper>
      </Container>
    </AccessGate>
  );
};
