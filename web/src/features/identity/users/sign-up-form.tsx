import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { registerInput } from '@contracts/identity/users/calls';
import { usersApi } from './users-api';
import { signInDialogClosed, signInSectionChanged } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { currentLanguage, translateAnswer } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { EmailField, PasswordField, applyServerIssues, fieldError, muiRegister } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';

const fields = ['email', 'password', 'confirmPassword', 'first_name', 'last_name'] as const;

export const SignUpForm = () => {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const [registerUser, { isLoading }] = usersApi.useRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: { email: '', password: '', confirmPassword: '', first_name: '', last_name: '', lookingforwork: true },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await registerUser({ ...values, captchaToken: '', language: currentLanguage() }).unwrap();
      dispatch(signInDialogClosed());
      notices.message(t('auth.signUpTitle'), translateAnswer(answer));
    } catch (error) {
      applyServerIssues(setError, errorIssues(error), fields);
      setServerError(errorText(error, t('common.somethingWentWrong')));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.signUp')}>
      <Controller
        control={control}
        name="lookingforwork"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {t('auth.iWantTo')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={field.value ?? true}
              onChange={(_, value: boolean | null) => value !== null && field.onChange(value)}
            >
              <ToggleButton value={true}>{t('auth.findJob')}</ToggleButton>
              <ToggleButton value={false}>{t('auth.hireTalent')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        )}
      />
      <Stack direction="row" spacing={1.5}>
        <TextField {...muiRegister(register('first_name'))} {...fieldError(errors.first_name)} label={t('auth.firstName')} autoComplete="given-name" autoFocus required />
        <TextField {...muiRegister(register('last_name'))} {...fieldError(errors.last_name)} label={t('auth.lastName')} autoComplete="family-name" required />
      </Stack>
      <EmailField control={control} name="email" label={t('auth.email')} required />
      <PasswordField
        {...muiRegister(register('password'))}
        {...fieldError(errors.password)}
        label={t('auth.password')}
        autoComplete="new-password"
        required
      />
      {/* A mismatch only turns the field red: nothing is sent until the two agree. */}
      <PasswordField
        {...muiRegister(register('confirmPassword'))}
        {...fieldError(errors.confirmPassword, false)}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
      />
      {serverError && (
        <Typography color="error" variant="body2" role="alert">
          {serverError}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        {t('auth.signUp')}
      </Button>
      <Typography variant="caption" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('auth.agreeBefore')}{' '}
        <Link component={RouterLink} to="/terms" onClick={() => dispatch(signInDialogClosed())}>
          {t('auth.agreeTerms')}
        </Link>{' '}
        {t('auth.agreeAnd')}{' '}
        <Link component={RouterLink} to="/privacy" onClick={() => dispatch(signInDialogClosed())}>
          {t('auth.agreePrivacy')}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        {t('auth.haveAccount')}{' '}
        <Link component="button" type="button" variant="body2" onClick={() => dispatch(signInSectionChanged('signIn'))}>
          {t('auth.signIn')}
        </Link>
      </Typography>
    </Stack>
  );
};

