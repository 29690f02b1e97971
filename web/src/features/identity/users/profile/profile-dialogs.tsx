import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { identityMessages } from '@contracts/identity/users/messages';
import { translateMessage } from '../../../../app/i18n';
import { errorText } from '../../../../shared/api-error';
import { checkProfile } from './profile-form';
import { usersApi as profileApi } from '../users-api';

// 'Show resume on search engines?': yes saves the flag, no leaves it off.
export const SearchEnginesPrompt = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('profile');
  const [save, { isLoading, error }] = profileApi.useSaveProfileMutation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="engines-title" aria-describedby="engines-text">
      <DialogTitle id="engines-title">{t('engines.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="engines-text">{t('engines.text')}</DialogContentText>
        {error && <Alert severity="error" sx={{ mt: 2 }}>{errorText(error, t('resume.failed'))}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('engines.no')}</Button>
        <Button variant="contained" loading={isLoading} onClick={() => void save({ visibleSearchEngines: true }).unwrap().then(onClose, () => undefined)}>
          {t('engines.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

// The add-phone dialog: a phone is required; the server keeps it in its one form (+972…).
export const AddPhoneDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('profile');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = profileApi.useSaveProfileMutation();
  const submit = async () => {
    const found = phone.trim() ? checkProfile({ phone }).phone : translateMessage(identityMessages.PhoneRequired);
    setProblem(found ?? null);
    if (found) return;
    try {
      await save({ phone, noPhone: false }).unwrap();
      setPhone('');
      onClose();
    } catch (error) {
      setProblem(errorText(error, t('resume.failed')));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="phone-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="phone-title">{t('phone.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('phone.text')}</DialogContentText>
          <TextField autoFocus fullWidth required type="tel" label={t('fields.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} error={Boolean(problem)} helperText={problem} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('section.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('phone.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
