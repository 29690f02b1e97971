import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { signInDialogOpened } from '../app/auth-slice';
import { useAppDispatch } from '../app/hooks';

// A screen for signed-in people, seen by a visitor: what it is, and the way in.
export const SignInPrompt = ({ title, icon }: { title: string; icon: ReactElement }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', '& > svg': { fontSize: 40, color: 'primary.main' } }}>
        {icon}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>{t('pages.signInRequired')}</Typography>
        <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
          {t('common.signIn')}
        </Button>
      </Paper>
    </Container>
  );
};
