import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changeEmailInput } from '@contracts/identity/account-settings/calls';
import { translateAnswer } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { EmailField, PasswordField, applyServerIssues, fieldError, muiRegister } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';
import { accountSettingsApi } from './account-settings-api';

const fields = ['email', 'password'] as const;

// The address the account signs in with, and a change of it: a link goes to the new address, and
// the email changes when it is opened.
export const EmailSection = ({ email }: { email: string }) => {
  const { t } = useTranslation('accountSettings');
  const notices = useNotices();
  const [sent, setSent] = useState<string | null>(null);
  const [change, { isLoading }] = accountSettingsApi.useChangeEmailMutation();
  const { control, register, handleSubmit, formState, setError, reset } = useForm({ resolver: zodResolver(changeEmailInput), defaultValues: { email: '', password: '' } });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change(values).unwrap();
      setSent(translateAnswer(answer));
      reset({ email: '', password: '' });
    } catch (error) {
      if (!applyServerIssues(setError, errorIssues(error), fields)) notices.error(error);
    }
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField label={t('account.email')} value={email} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} fullWidth />
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('account.change')}>
        <EmailField control={control} name="email" label={t('account.newEmail')} required />
        <PasswordField {...muiRegister(register('password'))} {...fieldError(errors.password)} label={t('account.password')} autoComplete="current-password" required />
        {sent && (
          <Alert severity="info" role="status">
            {sent}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="outlined" loading={isLoading}>
            {t('account.change')}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
};
