import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { AS_SOON_AS_POSSIBLE, cycleLabel, type Cycle, type PublishState } from '@contracts/coaching/publication/publication';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { Section } from '../documents/documents-panels';
import { publicationApi } from './publication-api';

type Props = { publish: PublishState; cycles: Cycle[]; startDateOptions: string[]; mayApprove: boolean; staff: boolean; cyclesLimit?: number | null; cyclesLimitExtra?: number | null };
type Answer = { error: unknown } | { data: unknown };

const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(`${iso}T12:00:00Z`));

function Cycles({ cycles, limit, extra }: { cycles: Cycle[]; limit: number | null; extra: number | null }) {
  const { t, i18n } = useTranslation('publication');
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>{t('publish.cycles')}</Typography>
      {cycles.map((c) => {
        const label = cycleLabel(c.cycle, limit, extra);
        return (
          <Accordion key={c._id} disableGutters defaultExpanded={c.status === 'open'}>
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{t('publish.cycle', { label: label.text })}</Typography>
                <Chip size="small" color={c.status === 'open' ? 'success' : 'default'} label={c.status === 'open' ? t('publish.open') : t('publish.closed')} />
                {label.last && <Chip size="small" color="warning" label={t('publish.lastCycle')} />}
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              {c.parts.map((p) => (
                <Typography key={p.part} variant="body2" data-testid={`part-${p.part}`}>
                  {t('publish.part', { part: p.part })}: {p.date ? t('publish.partSent', { count: p.sentCount, date: new Date(p.date).toLocaleDateString(i18n.language) }) : t('publish.partWaiting')}
                  {p.failed > 0 && ` · ${t('publish.partFailed', { count: p.failed })}`}
                </Typography>
              ))}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </>
  );
}

// The Publish step: send a test, then start (staff approve) with a start date; pause, back to
// test, update; a declined publish shows its reason.
export function PublishPanel({ publish, cycles, startDateOptions, mayApprove, staff, cyclesLimit = null, cyclesLimitExtra = null }: Props) {
  const { t, i18n } = useTranslation('publication');
  const notices = useNotices();
  const [sendTest, testing] = publicationApi.useSendPersonalJourneyTestMutation();
  const [start, starting] = publicationApi.useStartPersonalJourneyPublishMutation();
  const [pause] = publicationApi.usePausePublishMutation();
  const [back] = publicationApi.useNewPersonalJourneyPublishMutation();
  const [update] = publicationApi.useUpdatePersonalJourneyPublishMutation();
  const [decline] = publicationApi.useDeclinePublishMutation();
  const [autoPut] = publicationApi.useChangeAutoPutOnPublishListMutation();
  const [approving, setApproving] = useState(false);
  const [beginPublish, setBeginPublish] = useState(AS_SOON_AS_POSSIBLE);
  const [confirm, setConfirm] = useState<'pause' | 'back' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const report = (answer: Answer) => 'error' in answer && notices.error(answer.error);
  const test = async () => {
    const answer = await sendTest({});
    if ('error' in answer) notices.error(answer.error);
    else notices.message(t('messages.EmailSent'), t('messages.TestSentCheckInbox'));
  };
  return (
    <Section title={t('publish.title')} action={<Chip label={t(`publish.status.${publish.status}`)} color={publish.isPublish ? 'success' : publish.status === 'declined' ? 'error' : 'default'} data-testid="publish-status" />}>
      {!staff && <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('publish.explanation')}</Typography>}
      {publish.publishDeclineReason && publish.status === 'declined' && <Alert severity="error" sx={{ mb: 1 }}>{t('publish.declined', { reason: publish.publishDeclineReason })}</Alert>}
      {publish.testSentAt && <Typography variant="body2" sx={{ mb: 1 }}>{t('publish.testSent', { date: new Date(publish.testSentAt).toLocaleString(i18n.language) })}</Typography>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={testing.isLoading} onClick={() => void test()}>{t('publish.sendTest')}</Button>
        <Button variant="contained" disabled={!mayApprove || (!staff && publish.status === 'requested')} onClick={() => setApproving(true)}>{staff ? t('publish.approve') : t('publish.start')}</Button>
        {staff && publish.isPublish && <Button onClick={() => setConfirm('pause')}>{t('publish.pause')}</Button>}
        {staff && publish.publishId && <Button onClick={() => setConfirm('back')}>{t('publish.backToTest')}</Button>}
        {staff && publish.isPublishUpdateNeeded && <Button color="warning" variant="outlined" onClick={() => void update({}).then(report)}>{t('publish.update')}</Button>}
        {staff && publish.status === 'requested' && <Button color="error" onClick={() => setDeclining(true)}>{t('publish.decline')}</Button>}
      </Stack>
      {staff && (
        <FormControlLabel sx={{ mt: 1 }} control={<Switch checked={publish.autoPutOnPublishList} onChange={(e) => void autoPut({ autoPutOnPublishList: e.target.checked }).then(report)} />} label={t('publish.autoPut')} />
      )}
      {cycles.length > 0 && <Cycles cycles={cycles} limit={cyclesLimit} extra={cyclesLimitExtra} />}
      <Dialog open={approving} onClose={() => setApproving(false)} fullWidth maxWidth="xs" aria-labelledby="approve-title">
        <DialogTitle id="approve-title">{t('publish.approveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('publish.approveText')}</DialogContentText>
          <TextField select fullWidth margin="normal" label={t('publish.startDate')} value={beginPublish} onChange={(e) => setBeginPublish(e.target.value)}>
            <MenuItem value={AS_SOON_AS_POSSIBLE}>{t('publish.asap')}</MenuItem>
            {startDateOptions.map((d) => <MenuItem key={d} value={d}>{day(d, i18n.language)}</MenuItem>)}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setApproving(false)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={starting.isLoading} onClick={() => void start({ beginPublish }).then((a) => { report(a); setApproving(false); })}>
            {staff ? t('publish.approve') : t('publish.start')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog open={confirm !== null} danger title={confirm === 'pause' ? t('publish.pause') : t('publish.backToTest')} text={confirm === 'pause' ? t('publish.pauseConfirm') : t('publish.backConfirm')}
        confirmLabel={confirm === 'pause' ? t('publish.pause') : t('publish.backToTest')} cancelLabel={t('cancel')} onCancel={() => setConfirm(null)}
        onConfirm={() => { const what = confirm; setConfirm(null); void (what === 'pause' ? pause({}) : back({})).then(report); }} />
      <Dialog open={declining} onClose={() => setDeclining(false)} fullWidth maxWidth="xs" aria-labelledby="decline-title">
        <DialogTitle id="decline-title">{t('publish.decline')}</DialogTitle>
        <DialogContent>
          <TextField fullWidth multiline minRows={3} margin="dense" required label={t('publish.declineReason')} value={reason} onChange={(e) => setReason(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeclining(false)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" disabled={!reason.trim()} onClick={() => void decline({ reason }).then((a) => { report(a); setDeclining(false); })}>{t('publish.decline')}</Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
