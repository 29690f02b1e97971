import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type Result = { ok: boolean; text: string };

// The push result (back-office spec §8): 'Success' or 'Error' with the server's text.
export function ResultDialog({ result, onClose }: { result: Result | null; onClose: () => void }) {
  const { t } = useTranslation('push');
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="push-result-title" aria-describedby="push-result-text" fullWidth maxWidth="xs">
      <DialogTitle id="push-result-title" sx={{ color: result?.ok === false ? 'error.main' : undefined }}>
        {result?.ok === false ? t('error') : t('success')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="push-result-text">{result?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
