import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { midServiceStatuses } from '@contracts/coaching/journey/lists';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { journeyApi } from './journey-api';
import { RichTextInput } from './rich-text-editor';
import type { JourneyContext } from './use-journey';

type Status = (typeof midServiceStatuses)[number];

// The mid-service questionnaire, once staff opened it: Employed or Not employed (required), and the
// job when employed.
export const MidServiceQuestionnaire = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const mobile = useIsMobile();
  const { journey, run } = ctx;
  const [open, setOpen] = useState(false);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [job, setJob] = useState({ title: '', company: '', location: '', dateStart: '', description: '' });
  const [save, { isLoading }] = journeyApi.useUpdatePersonalJourneyDataMutation();
  if (!journey?.isMidServiceQuestionnaire) return null;
  const answered = journey.midServiceQuestionnaire;
  const employed = status === 'Employed';
  const missingJob = employed && (!job.title.trim() || !job.company.trim());
  const submit = async () => {
    setTried(true);
    if (!status || missingJob) return;
    const answer = employed
      ? { status, title: job.title, company: job.company, location: job.location || null, dateStart: job.dateStart || null, description: job.description || null }
      : { status };
    if (await run(() => save({ data: { midServiceQuestionnaire: answer } }))) setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {answered.status ? t('questionnaire.answered', { status: t(`questionnaire.${answered.status}`) }) : t('questionnaire.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={mobile} maxWidth="sm" fullWidth>
        <DialogTitle>{t('questionnaire.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormControl required error={tried && !status}>
            <FormLabel>{t('questionnaire.status')}</FormLabel>
            <RadioGroup row value={status ?? ''} onChange={(e) => setStatus(e.target.value as Status)}>
              {midServiceStatuses.map((s) => (
                <FormControlLabel key={s} value={s} control={<Radio />} label={t(`questionnaire.${s}`)} />
              ))}
            </RadioGroup>
            {tried && !status && <FormHelperText>{t('questionnaire.statusRequired')}</FormHelperText>}
          </FormControl>
          {employed && (
            <>
              <TextField required label={t('questionnaire.jobTitle')} value={job.title} error={tried && !job.title.trim()} onChange={(e) => setJob({ ...job, title: e.target.value })} />
              <TextField required label={t('questionnaire.company')} value={job.company} error={tried && !job.company.trim()} onChange={(e) => setJob({ ...job, company: e.target.value })} />
              <TextField label={t('questionnaire.location')} value={job.location} onChange={(e) => setJob({ ...job, location: e.target.value })} />
              <TextField type="date" label={t('questionnaire.dateStart')} value={job.dateStart} onChange={(e) => setJob({ ...job, dateStart: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
              <RichTextInput toolbar="full" label={t('questionnaire.description')} value={job.description} onChange={(description) => setJob({ ...job, description })} />
            </>
          )}
          {tried && missingJob && <FormHelperText error>{t('messages.JobDetailsRequired')}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('questionnaire.cancel')}</Button>
          <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
            {t('questionnaire.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
