import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { signInDialogOpened } from '../app/auth-slice';
import { useAppDispatch } from '../app/hooks';
import type { PageAccess } from '../app/screen';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { Loading } from './loading';
import { grants } from '@contracts/core/access';

// A page's card with its icon and title: what a screen says when it has nothing else to show.
export const PageFrame = ({ icon, title, children }: { icon: ReactElement; title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(79,70,229,0.08)',
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {children}
    </Paper>
  </Container>
);

// A screen for signed-in people or admins: others are asked to sign in or told it is not theirs.
// The server refuses their calls anyway; this says so before any call is made.
export const AccessGate = ({ access, icon, title, children }: { access: PageAccess; icon: ReactElement; title: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { isLoading, roles } = useCurrentUser();

  if (isLoading) return <Loading />;
  if (grants(access, roles)) return <>{children}</>;
  if (!roles.has('authed')) return <SignInFrame icon={icon} title={title} />;
  return (
      <PageFrame icon={<LockOutlined />} title={title}>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>{t('pages.noAccess')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('pages.backHome')}
        </Button>
      </PageFrame>
  );
};

// What a visitor sees on a screen for signed-in people: what it is, and the way in.
export const SignInFrame = ({ icon, title }: { icon: ReactElement; title: string }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <PageFrame icon={icon} title={title}>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>{t('pages.signInRequired')}</Typography>
      <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
        {t('common.signIn')}
      </Button>
    </PageFrame>
  );
};

// The routes' sign-in gate (web/src/shell/sign-in-gate.tsx) loads this for a visitor.
export const SignInRequired = () => {
  const { t } = useTranslation();
  return <SignInFrame icon={<LockOutlined />} title={t('pages.signInTitle')} />;
};
