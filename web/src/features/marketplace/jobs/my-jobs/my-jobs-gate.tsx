import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PostAdd from '@mui/icons-material/PostAdd';
import { signInDialogOpened } from '../../../../app/auth-slice';
import { useAppDispatch } from '../../../../app/hooks';
import type { Role } from '../../../identity/users/use-current-user';
import { useRoleActions } from '../../../identity/users/use-role-actions';

// My Jobs needs a signed-in recruiter: visitors are asked to sign in, candidates to switch.
export const MyJobsGate = ({ role }: { role: Role }) => {
  const { t } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const { postJobsFree, isSwitching } = useRoleActions();
  const anonymous = role === 'anonymous';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <PostAdd sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {anonymous ? t('myJobs.signInToPost') : t('myJobs.recruitersOnly')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          {anonymous ? t('myJobs.signInToPostText') : t('myJobs.recruitersOnlyText')}
        </Typography>
        {anonymous ? (
          <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
            {t('common.signIn')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void postJobsFree()} loading={isSwitching}>
            {t('menu.switchToRecruiter')}
          </Button>
        )}
      </Paper>
    </Container>
  );
};
