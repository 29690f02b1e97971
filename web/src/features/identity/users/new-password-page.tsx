import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updateUserPasswordInput } from '@contracts/identity/users/calls';
import { identityErrors } from '@contracts/identity/users/errors';
import { passwordSchema } from '@contracts/identity/users/user';
import { usersApi } from './users-api';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { LogoMark } from '../../../shared/logo';
import { PasswordField, fieldError, muiRegister } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';

// The password must equal its confirmation, otherwise nothing is sent.
export const newPasswordForm = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: identityErrors.PasswordsDiffer.message });

export const NewPasswordPage = () => {
  const { t } = useTranslation('users');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const linkIsValid = updateUserPasswordInput.safeParse({ email, code, password: 'placeholder' }).success;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  const [updatePassword, { isLoading }] = usersApi.useUpdateUserPasswordMutation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const result = await updatePassword({ email, code, password }).unwrap();
      if (!result.success) {
        notices.message(t('common.error'), translateAnswer(result));
        return;
      }
      notices.message(t('newPassword.doneTitle'), t('newPassword.done'));
      navigate('/', { replace: true });
      dispatch(signInDialogOpened('signIn'));
    } catch (error) {
      notices.error(error);
    }
  });

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <LogoMark size={44} />
          <Typography variant="h5" component="h1">
            {t('newPassword.title')}
          </Typography>
          {linkIsValid && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('newPassword.subtitle', { email })}
            </Typography>
          )}
        </Stack>
        {linkIsValid ? (
          <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
            <PasswordField {...muiRegister(register('password'))} {...fieldError(formState.errors.password)} label={t('newPassword.password')} autoComplete="new-password" autoFocus required />
            <PasswordField {...muiRegister(register('confirm'))} {...fieldError(formState.errors.confirm)} label={t('newPassword.confirm')} autoComplete="new-password" required />
            <Button type="submit" variant="contained" size="large" loading={isLoading}>
              {t('newPassword.submit')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="warning">{t('newPassword.invalidLink')}</Alert>
            <Button variant="contained" onClick={() => dispatch(signInDialogOpened('forgotPassword'))}>
              {t('newPassword.askAgain')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
};
