import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordInput } from '@contracts/identity/users/calls';
import { usersApi } from './users-api';
import { signInDialogClosed, signInSectionChanged } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { errorText } from '../../../shared/api-error';
import { EmailField } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';

export const ForgotPasswordForm = () => {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const [resetPassword, { isLoading }] = usersApi.useResetPasswordMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: { email: '', captchaToken: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await resetPassword({ ...values, captchaToken: '' }).unwrap();
      dispatch(signInDialogClosed());
      notices.message(t('auth.forgotTitle'), translateAnswer(answer));
    } catch (error) {
      setServerError(errorText(error, t('common.somethingWentWrong')));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('auth.sendReset')}>
      <EmailField control={control} name="email" label={t('auth.email')} autoFocus required />
      {serverError && (
        <Typography color="error" variant="body2" role="alert">
          {serverError}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        {t('auth.sendReset')}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => dispatch(signInSectionChanged('signIn'))}
        sx={{ alignSelf: 'center' }}
      >
        {t('auth.backToSignIn')}
      </Link>
    </Stack>
  );
};
