import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../shared/api-error';
import { PasswordField } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';
import { signedIn } from '../../identity/users/session-actions';
import { orphanApplicationsApi } from './orphan-applications-api';

// Who applied without an account, as the apply form took them.
export type Applicant = { first_name: string; last_name: string; email: string };

// After applying without an account: a password makes the account for the email just used,
// which keeps the application and signs in.
export const OrphanPasswordForm = ({ applicant, onDone }: { applicant: Applicant; onDone: () => void }) => {
  const { t } = useTranslation('orphan-applications');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [setPasswordOrphan, { isLoading }] = orphanApplicationsApi.useSetPasswordOrphanMutation();
  const differ = confirm !== '' && confirm !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || differ || confirm !== password) return;
    setServerError(null);
    try {
      const answer = await setPasswordOrphan({ ...applicant, password }).unwrap();
      dispatch(signedIn(answer.token, answer.user));
      notices.snackbar(t('orphan.created'));
      onDone();
    } catch (error) {
      setServerError(errorText(error, t('orphan.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="orphan-apply-title">{t('orphan.passwordTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PasswordField label={t('orphan.password')} name="password" autoComplete="new-password" required fullWidth autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
          <PasswordField
            label={t('orphan.confirmPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            fullWidth
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={differ}
            helperText={differ ? t('orphan.passwordsDiffer') : undefined}
          />
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDone}>{t('orphan.notNow')}</Button>
        <Button type="submit" variant="contained" disabled={!password || confirm !== password} loading={isLoading}>
          {t('orphan.create')}
        </Button>
      </DialogActions>
    </form>
  );
};
