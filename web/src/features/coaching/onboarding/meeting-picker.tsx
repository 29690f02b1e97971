import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import type { Meeting } from '@contracts/coaching/onboarding/onboarding';
import { errorText } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { meetingDay, meetingWhen } from './meeting-time';
import { onboardingApi, useFetchMeetingSlotsQuery } from './onboarding-api';

const time = (start: string, language: string) =>
  new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(start));
const dayLabel = (start: string, language: string) =>
  new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { timeZone: 'Asia/Jerusalem', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(start));

// The open times by day; the meeting booked, with cancel (confirmed) and another time.
export function MeetingPicker() {
  const { t, i18n } = useTranslation('onboarding');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = useFetchMeetingSlotsQuery();
  const [schedule, scheduling] = onboardingApi.useScheduleMeetingMutation();
  const [cancel, cancelling] = onboardingApi.useCancelMeetingMutation();
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const days = useMemo(() => {
    const byDay = new Map<string, Meeting[]>();
    for (const slot of data?.slots ?? []) byDay.set(meetingDay(slot.start), [...(byDay.get(meetingDay(slot.start)) ?? []), slot]);
    return [...byDay.values()];
  }, [data]);
  if (isLoading) return <Skeleton variant="rounded" height={120} />;
  if (error || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {errorText(error, t('loadError'))}
      </Alert>
    );
  const book = async (slotId: string) => {
    setProblem(null);
    try {
      const answer = await schedule({ slotId }).unwrap();
      notices.snackbar(t('messages.MeetingScheduled', { defaultValue: answer.message }));
      setChoosing(false);
    } catch (failure) {
      setProblem(errorText(failure, t('loadError')));
      void refetch();
    }
  };
  const meeting = data.onboarding.meeting;
  return (
    <Stack spacing={1.5}>
      {meeting && (
        <Alert icon={<EventAvailableOutlined />} severity="success" sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('meeting.booked', { when: meetingWhen(meeting, i18n.language) })}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => setChoosing((c) => !c)}>
              {t('meeting.reschedule')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              {t('meeting.cancel')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(!meeting || choosing) && (
        <>
          <Typography color="text.secondary">{t('meeting.text')}</Typography>
          {days.length === 0 && <Alert severity="info">{t('meeting.none')}</Alert>}
          {days.map((slots) => (
            <Box key={slots[0]!.slotId} component="section" aria-label={dayLabel(slots[0]!.start, i18n.language)}>
              <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
                {dayLabel(slots[0]!.start, i18n.language)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {slots.map((slot) => (
                  <Chip key={slot.slotId} label={time(slot.start, i18n.language)} onClick={() => void book(slot.slotId)} disabled={scheduling.isLoading} color="primary" variant="outlined" clickable dir="ltr" aria-label={`${t('meeting.book')} ${meetingWhen(slot, i18n.language)}`} />
                ))}
              </Box>
            </Box>
          ))}
        </>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('meeting.cancel')}
        text={meeting ? t('meeting.cancelConfirm', { when: meetingWhen(meeting, i18n.language) }) : ''}
        confirmLabel={t('meeting.cancel')}
        cancelLabel={t('meeting.keep')}
        danger
        busy={cancelling.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await cancel({}).unwrap();
          } catch (failure) {
            notices.error(failure);
          }
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
