import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { dialogClosed, snackbarHidden } from '../app/notice-slice';

export const SNACKBAR_MS = 6000;

export const NoticeSnackbar = () => {
  const dispatch = useAppDispatch();
  const snackbar = useAppSelector((state) => state.notice.snackbar);
  return (
    <Snackbar
      key={snackbar?.id}
      open={Boolean(snackbar)}
      message={snackbar?.text}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dispatch(snackbarHidden())}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
};

// The generic message dialog and the error dialog, for the whole app.
export const NoticeDialog = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector((state) => state.notice.dialog);
  return (
    <Dialog open={Boolean(dialog)} onClose={() => dispatch(dialogClosed())} aria-labelledby="notice-title" fullWidth maxWidth="xs">
      <DialogTitle id="notice-title" sx={{ color: dialog?.kind === 'error' ? 'error.main' : undefined }}>
        {dialog?.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{dialog?.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => dispatch(dialogClosed())} autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
