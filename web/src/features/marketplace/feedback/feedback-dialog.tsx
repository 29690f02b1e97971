import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { feedbackApi } from './feedback-api';
import { useNotices } from '../../../shared/use-notices';

export const FeedbackDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('feedback');
  const notices = useNotices();
  const [sendFeedback, { isLoading: sending }] = feedbackApi.useSendFeedbackMutation();
  const [text, setText] = useState('');

  const send = async () => {
    const result = await sendFeedback({ feedback: text.trim() });
    if (!('error' in result)) {
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
