import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Occurrence } from '@contracts/backoffice/events/webinar';
import { translateAnswer } from '../../../app/i18n';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { eventsApi } from './events-api';
import { OccurrenceForm } from './occurrence-form';
import { RegistrantList } from './registrant-list';
import { OccurrenceTime } from './occurrence-time';

// The manage dialog (isAdmin or isJHAdmin): the occurrence's settings, and its registrants following
// live, checked in and out one by one, or everyone out (after a confirmation).
export function ManageDialog({ eventUrl, occurrence, onClose }: { eventUrl: string; occurrence: Occurrence; onClose(): void }) {
  const { t } = useTranslation('events');
  const mobile = useIsMobile();
  const notices = useNotices();
  const list = eventsApi.useGetRegisteredUsersQuery({ occurence: occurrence._id });
  const [edit, editing] = eventsApi.useEditEventOccurrenceMutation();
  const [checkIn] = eventsApi.useChangeCheckInMutation();
  const [checkOut, checkingOut] = eventsApi.useCheckOutEveryoneMutation();
  const [confirming, setConfirming] = useState(false);
  const [toggling, setToggling] = useState<string | null>(null);
  const data = list.data;
  const anyoneIn = data?.registered.some((r) => r.checkIn) ?? false;

  const toggle = async (id: string, value: boolean) => {
    setToggling(id);
    const done = await checkIn({ id, checkIn: value, occurence: occurrence._id })
      .unwrap()
      .catch((error: unknown) => notices.error(error));
    setToggling(null);
    if (done && 'message' in done && done.message) notices.snackbar(translateAnswer({ message: done.message, messageCode: done.messageCode }));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="manage-title" fullWidth maxWidth="md" fullScreen={mobile}>
      <DialogTitle id="manage-title">
        {t('manageDialog.title')}
        <Box sx={{ mt: 0.5 }}>
          <OccurrenceTime start={occurrence.date} end={occurrence.end} />
        </Box>
      </DialogTitle>
      <DialogContent dividers>
        {list.isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('manageDialog.title')} />
          </Box>
        )}
        {list.isError && (
          <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}>
            {t('manageDialog.failed')}
          </Alert>
        )}
        {data && (
          <Stack sx={{ gap: 3 }}>
            <OccurrenceForm
              occurrence={data.occurrence}
              busy={editing.isLoading}
              onSave={async (form) => {
                const done = await edit({ occurence: occurrence._id, eventUrl, newOccurenceData: form }).unwrap();
                if (done.message) notices.snackbar(translateAnswer({ message: done.message, messageCode: done.messageCode }));
              }}
            />
            <Divider />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h3">
                  {t('manageDialog.registered')}
                </Typography>
                <Chip size="small" label={`${data.registered.length} / ${data.occurrence.limit}`} />
                <Typography variant="caption" color="text.secondary">
                  {t('manageDialog.live')}
                </Typography>
              </Stack>
              <Button variant="outlined" disabled={!anyoneIn} onClick={() => setConfirming(true)}>
                {t('manageDialog.checkOutEveryone')}
              </Button>
            </Stack>
            <RegistrantList people={data.registered} kind="registered" toggling={toggling} onToggle={(id, value) => void toggle(id, value)} />
            <Typography variant="h6" component="h3">
              {t('manageDialog.waitlist')} ({data.waitlist.length})
            </Typography>
            <RegistrantList people={data.waitlist} kind="waitlist" />
            {data.cancelled.length > 0 && (
              <>
                <Typography variant="h6" component="h3">
                  {t('manageDialog.cancelled')} ({data.cancelled.length})
                </Typography>
                <RegistrantList people={data.cancelled} kind="cancelled" />
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('manageDialog.close')}</Button>
      </DialogActions>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} aria-labelledby="checkout-title" maxWidth="xs" fullWidth>
          <DialogTitle id="checkout-title">{t('manageDialog.confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('manageDialog.confirmText')}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setConfirming(false)} autoFocus>
              {t('manageDialog.confirmNo')}
            </Button>
            <Button
              variant="contained"
              color="warning"
              loading={checkingOut.isLoading}
              onClick={() =>
                void checkOut({ occurence: occurrence._id })
                  .unwrap()
                  .then((done) => {
                    setConfirming(false);
                    if (done.message) notices.snackbar(translateAnswer({ message: done.message, messageCode: done.messageCode }));
                  })
                  .catch((error: unknown) => notices.error(error))
              }
            >
              {t('manageDialog.confirmYes')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Dialog>
  );
}

