import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { Occurrence } from '@contracts/backoffice/events/webinar';
import { isApiError } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { translateAnswer } from '../../../app/i18n';
import { eventsApi } from './events-api';
import { ManageDialog } from './manage-dialog';
import { OccurrenceTime } from './occurrence-time';
import { RegisterDialog } from './register-dialog';
import { RegisteredPanel } from './registered-panel';

function OccurrenceRow({ occurrence, manager, onRegister, onManage }: { occurrence: Occurrence; manager: boolean; onRegister(): void; onManage(): void }) {
  const { t } = useTranslation('events');
  const closed = occurrence.status === 'D';
  const full = occurrence.placesLeft === 0;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-occurrence={occurrence._id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <OccurrenceTime start={occurrence.date} end={occurrence.end} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {closed ? (
            <Chip size="small" label={t('closed')} />
          ) : full ? (
            <Chip size="small" color="warning" label={t('full')} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={t('placesLeft', { count: occurrence.placesLeft })} />
          )}
          {manager && (
            <Typography variant="body2" color="text.secondary">
              {t('registeredCount', { count: occurrence.registeredCount })}
              {occurrence.waitingCount > 0 ? `, ${t('waitingCount', { count: occurrence.waitingCount })}` : ''}
            </Typography>
          )}
          {!closed && (
            <Button variant="contained" onClick={onRegister}>
              {t('register')}
            </Button>
          )}
          {manager && (
            <Button variant="outlined" startIcon={<SettingsOutlined />} onClick={onManage}>
              {t('manage')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

// /events/{eventUrl}?id=&code=&canceled=: the event's coming dates with a register dialog, the
// registered person's panel when the link's id and code match, and the manage dialog for admins.
export function EventPage() {
  const { t, i18n } = useTranslation('events');
  const { eventUrl = '' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const notices = useNotices();
  const id = query.get('id');
  const code = query.get('code');
  const canceled = query.get('canceled') === 'true';
  const page = eventsApi.useGetEventDataQuery({ eventUrl, registeredId: id, registeredCode: code });
  const [register, registering] = eventsApi.useRegisterToEventMutation();
  const [cancel, cancelling] = eventsApi.useCancelRegistrationToEventMutation();
  const [registeringTo, setRegisteringTo] = useState<Occurrence | null>(null);
  const [managing, setManaging] = useState<Occurrence | null>(null);

  if (page.isLoading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('dates')} />
      </Box>
    );
  if (page.isError || !page.data) {
    const missing = isApiError(page.error) && page.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Alert severity={missing ? 'info' : 'error'} action={missing ? undefined : <Button onClick={() => void page.refetch()}>{t('retry')}</Button>}>
          {missing ? t('notFound') : t('failed')}
        </Alert>
      </Container>
    );
  }
  const { event, occurrences, registered, isManager } = page.data;
  const texts = i18n.language === 'he' ? event.he : event;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack sx={{ gap: 3 }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <EventOutlined color="primary" sx={{ mt: 0.5, fontSize: 32 }} />
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
              {texts.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {texts.description}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('weekly')}
            </Typography>
          </Box>
        </Stack>

        {canceled && (
          <Alert severity="success">
            <AlertTitle>{t('canceledTitle')}</AlertTitle>
            {t('canceledText')}
          </Alert>
        )}
        {!canceled && id && code && !registered && <Alert severity="warning">{t('linkNotFound')}</Alert>}
        {!canceled && registered && (
          <RegisteredPanel
            event={{ ...event, ...texts }}
            registered={registered}
            busy={cancelling.isLoading}
            onCancel={async (reason) => {
              await cancel({ eventUrl, cancelReason: reason, id: registered._id, code: registered.code }).unwrap();
              void navigate(`/events/${eventUrl}?canceled=true`, { replace: true });
            }}
          />
        )}

        <Box component="section" aria-labelledby="dates-title">
          <Typography id="dates-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('dates')}
          </Typography>
          {occurrences.length === 0 ? (
            <Alert severity="info">
              <AlertTitle>{t('noDates')}</AlertTitle>
              {t('noDatesHint')}
            </Alert>
          ) : (
            <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
              {occurrences.map((o) => (
                <OccurrenceRow key={o._id} occurrence={o} manager={isManager} onRegister={() => setRegisteringTo(o)} onManage={() => setManaging(o)} />
              ))}
            </Stack>
          )}
        </Box>
      </Stack>

      {registeringTo && (
        <RegisterDialog
          occurrence={registeringTo}
          busy={registering.isLoading}
          onClose={() => setRegisteringTo(null)}
          onSubmit={async (registerData, waitlist) => {
            const done = await register({ occurence: registeringTo._id, registerData, waitlist }).unwrap();
            if (done.limitReached) return { limitReached: true };
            setRegisteringTo(null);
            if (done.message) notices.snackbar(translateAnswer({ message: done.message, messageCode: done.messageCode }));
            if (!done.id || !done.code) return { limitReached: false };
            void navigate(`/events/${done.eventUrl}?id=${encodeURIComponent(done.id)}&code=${encodeURIComponent(done.code)}`);
            return { limitReached: false };
          }}
        />
      )}
      {managing && <ManageDialog eventUrl={eventUrl} occurrence={managing} onClose={() => setManaging(null)} />}
    </Container>
  );
}
