import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordInput } from '@contracts/identity/account-settings/calls';
import { tokenReceived } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { PasswordField, applyServerIssues, fieldError, muiRegister } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';
import { accountSettingsApi } from './account-settings-api';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;
const empty = { currentPassword: '', password: '', confirmPassword: '' };

// The password, changed with the current one: this tab keeps its session with the new token.
export const PasswordSection = () => {
  const { t } = useTranslation('accountSettings');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const [change, { isLoading }] = accountSettingsApi.useChangePasswordMutation();
  const { register, handleSubmit, formState, setError, reset } = useForm({ resolver: zodResolver(changePasswordInput), defaultValues: empty });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change(values).unwrap();
      dispatch(tokenReceived({ token: answer.token, kind: 'user' }));
      reset(empty);
      notices.snackbar(translateAnswer(answer));
    } catch (error) {
      if (!applyServerIssues(setError, errorIssues(error), fields)) notices.error(error);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('password.title')} sx={{ maxWidth: 420 }}>
      <PasswordField {...muiRegister(register('currentPassword'))} {...fieldError(errors.currentPassword)} label={t('password.current')} autoComplete="current-password" required />
      <PasswordField {...muiRegister(register('password'))} {...fieldError(errors.password)} label={t('password.new')} autoComplete="new-password" required />
      <PasswordField {...muiRegister(register('confirmPassword'))} {...fieldError(errors.confirmPassword)} label={t('password.confirm')} autoComplete="new-password" required />
      <div>
        <Button type="submit" variant="contained" loading={isLoading}>
          {t('password.submit')}
        </Button>
      </div>
    </Stack>
  );
};
