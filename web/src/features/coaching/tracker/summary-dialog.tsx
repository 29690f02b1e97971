import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { summaryTypes } from '@contracts/coaching/tracker/lists';
import { errorText } from '../../../shared/api-error';
import { useAddEditInterviewCommentNewMutation } from './tracker-api';

// Staff: a manager summary on the client's timeline (type, date and text required).
export const SummaryDialog = ({ journeyId, onClose }: { journeyId: string; onClose: () => void }) => {
  const { t } = useTranslation('tracker');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [save, saving] = useAddEditInterviewCommentNewMutation();
  const missing = (v: string) => tried && v.trim() === '';
  const submit = async () => {
    setTried(true);
    if (!title || !date || !comment.trim()) return;
    const done = await save({ journeyId, editedComment: { title: title as (typeof summaryTypes)[number], date, comment: comment.trim() } });
    if (!('error' in done)) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="summary-title">
      <DialogTitle id="summary-title">{t('addManagerSummary')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select required label={t('timelinePage.summaryType')} value={title} onChange={(e) => setTitle(e.target.value)} error={missing(title)} helperText={missing(title) ? t('timelinePage.required') : ' '}>
            {summaryTypes.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField type="date" required label={t('timelinePage.summaryDate')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={missing(date)} helperText={missing(date) ? t('timelinePage.required') : ' '} />
          <TextField required multiline minRows={3} maxRows={6} label={t('timelinePage.summaryText')} value={comment} onChange={(e) => setComment(e.target.value)} error={missing(comment)} helperText={missing(comment) ? t('messages.TrackerSummaryRequired') : ' '} />
          {saving.error && <Alert severity="error">{errorText(saving.error, t('somethingWrong'))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
