import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loginInput } from '@contracts/identity/users/calls';
import { usersApi } from './users-api';
import { signInSectionChanged } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { errorText } from '../../../shared/api-error';
import { EmailField, PasswordField, fieldError, muiRegister } from '../../../shared/form-fields';
import { signedIn } from './session-actions';

export const SignInForm = () => {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = usersApi.useLoginMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', captchaToken: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token, user } = await login({ ...values, captchaToken: '' }).unwrap();
      dispatch(signedIn(token, user));
    } catch (error) {
      setServerError(errorText(error, t('common.somethingWentWrong')));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.signIn')}>
      <EmailField control={control} name="email" label={t('auth.email')} autoFocus required />
      <PasswordField
        {...muiRegister(register('password'))}
        {...fieldError(formState.errors.password)}
        label={t('auth.password')}
        autoComplete="current-password"
        required
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => dispatch(signInSectionChanged('forgotPassword'))}
        sx={{ alignSelf: 'flex-end' }}
      >
        {t('auth.forgotLink')}
      </Link>
      {serverError && (
        <Typography color="error" variant="body2" role="alert">
          {serverError}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        {t('auth.signIn')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('auth.noAccount')}{' '}
        <Link component="button" type="button" variant="body2" onClick={() => dispatch(signInSectionChanged('signUp'))}>
          {t('auth.createAccount')}
        </Link>
      </Typography>
    </Stack>
  );
};
