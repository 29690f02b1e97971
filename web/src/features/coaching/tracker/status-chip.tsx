import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { closedStatuses, feedbackPromptStatuses, interviewStatuses, refusalStatuses, statusesNeedingSave, type InterviewStatus } from '@contracts/coaching/tracker/lists';
import { errorText } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { OfferFormDialog } from '../offers/offer-form-dialog';
import { useEditTalentInterviewStatusMutation } from './tracker-api';

const colourOf = (status: string): 'success' | 'error' | 'warning' | 'info' | 'default' =>
  status === 'Got an Offer' ? 'success' : (closedStatuses as readonly string[]).includes(status) ? 'error' : status === 'Waiting for feedback' ? 'warning' : status === 'Interviewing' ? 'info' : 'default';

type Props = { status: string; company: string; interviewId: string; feedback: string | null; hasOffer: boolean };

// The status of a company's interview, changed through its chip: most statuses save at once; Got an
// Offer and the refusals open the status form, saved with Save (a refusal with its reason).
export const StatusChip = ({ status, company, interviewId, feedback, hasOffer }: Props) => {
  const { t } = useTranslation('tracker');
  const notices = useNotices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<InterviewStatus | null>(null);
  const [reason, setReason] = useState(feedback ?? '');
  const [tried, setTried] = useState(false);
  const [change, changing] = useEditTalentInterviewStatusMutation();
  const [prompt, setPrompt] = useState<string | null>(null);
  const [offerForm, setOfferForm] = useState(false);

  const send = async (newStatus: InterviewStatus, withReason?: string) => {
    const done = await change({ company, interviewId, newStatus, ...(withReason ? { feedback: withReason } : {}) });
    if ('error' in done) return notices.error(done.error);
    notices.snackbar(t('saved'));
    if ((feedbackPromptStatuses as readonly string[]).includes(newStatus)) setPrompt(t('feedbackPrompt'));
    // an offer is recorded with the offer form
    if (newStatus === 'Got an Offer' && !hasOffer) setOfferForm(true);
    setPending(null);
  };
  const choose = (next: InterviewStatus) => {
    setAnchor(null);
    if ((statusesNeedingSave as readonly string[]).includes(next)) {
      setTried(false);
      setPending(next);
    } else void send(next);
  };
  const refusal = pending !== null && (refusalStatuses as readonly string[]).includes(pending);
  const reasonMissing = refusal && reason.trim() === '';
  const save = () => {
    setTried(true);
    if (!pending || reasonMissing) return;
    void send(pending, reason.trim() || undefined);
  };

  return (
    <>
      <Chip
        label={t(`statuses.${status as InterviewStatus}`, { defaultValue: status })}
        color={colourOf(status)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${t('changeStatus')}: ${t(`statuses.${status as InterviewStatus}`, { defaultValue: status })}`}
        size="small"
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {interviewStatuses.map((s) => (
          <MenuItem key={s} selected={s === status} onClick={() => choose(s)}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </Menu>
      {prompt && (
        <Alert severity="info" onClose={() => setPrompt(null)} sx={{ mt: 1 }}>
          {prompt}
        </Alert>
      )}
      <OfferFormDialog open={offerForm} onClose={() => setOfferForm(false)} interviewId={interviewId} company={company} variant="full" />
      <Dialog open={pending !== null} onClose={() => setPending(null)} fullWidth maxWidth="xs" aria-labelledby="status-form-title">
        <DialogTitle id="status-form-title">{t('statusOf', { status: pending ? t(`statuses.${pending}`) : '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {pending === 'Got an Offer' && !hasOffer && (
              <Alert severity="success" icon={false}>
                <strong>{t('offerPrompt')}</strong>
                <div>{t('offerPromptText')}</div>
              </Alert>
            )}
            {refusal && (
              <TextField
                autoFocus
                required
                multiline
                minRows={2}
                label={t('form.feedback')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={tried && reasonMissing}
                helperText={tried && reasonMissing ? t('messages.TrackerReasonRequired') : ' '}
              />
            )}
            {pending === 'They said no' && <Alert severity="info">{t('feedbackPrompt')}</Alert>}
            {changing.error && <Alert severity="error">{errorText(changing.error, t('somethingWrong'))}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setPending(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={save} loading={changing.isLoading}>
            {t('save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
