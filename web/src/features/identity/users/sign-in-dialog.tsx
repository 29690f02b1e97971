import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { signInDialogClosed, type SignInSection } from '../../../app/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LogoMark } from '../../../shared/logo';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const headings = {
  signIn: ['auth.signInTitle', 'auth.signInSubtitle'],
  signUp: ['auth.signUpTitle', 'auth.signUpSubtitle'],
  forgotPassword: ['auth.forgotTitle', 'auth.forgotSubtitle'],
} as const satisfies Record<SignInSection, readonly [string, string]>;

export const SignInDialog = () => {
  const { t } = useTranslation('users');
  const dispatch = useAppDispatch();
  const { open, section } = useAppSelector((state) => state.auth.dialog);
  const isMobile = useIsMobile();
  const [title, subtitle] = headings[section];
  const close = () => dispatch(signInDialogClosed());

  return (
    <Dialog open={open} onClose={close} fullScreen={isMobile} fullWidth maxWidth="xs" aria-labelledby="sign-in-title">
      <IconButton aria-label={t('common.close')} onClick={close} sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 3, sm: 4 }, pt: 4, pb: 4 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <LogoMark size={44} />
          <Typography id="sign-in-title" variant="h5" component="h2" sx={{ mt: 1.5 }}>
            {t(title)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t(subtitle)}
          </Typography>
        </Box>
        {section === 'signIn' && <SignInForm />}
        {section === 'signUp' && <SignUpForm />}
        {section === 'forgotPassword' && <ForgotPasswordForm />}
      </DialogContent>
    </Dialog>
  );
};
