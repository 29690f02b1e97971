import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { postCall } from '../../app/base-query';
import { useAppSelector } from '../../app/hooks';
import { useNotices } from '../../shared/use-notices';

// sendFeedback is not in the call table yet; until it is, the text goes straight to POST /api/sendFeedback.
export const FeedbackDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const notices = useNotices();
  const token = useAppSelector((state) => state.auth.token);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    const result = await postCall('sendFeedback', { feedback: text.trim() }, token);
    setSending(false);
    if (result.ok) {
      setText('');
      onClose();
      notices.message(t('feedback.successTitle'), t('feedback.successText'));
    } else {
      notices.message(t('common.error'), t('feedback.errorText'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feedback-title">
      <DialogTitle id="feedback-title">{t('feedback.title')}</DialogTitle>
      <DialogContent>
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('feedback.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('feedback.title') } }}
          multiline
          minRows={5}
          autoFocus
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={!text.trim()} loading={sending}>
          {t('feedback.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
