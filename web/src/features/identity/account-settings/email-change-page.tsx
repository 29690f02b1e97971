import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { errorText } from '../../../shared/api-error';
import { usersApi } from '../users/users-api';
import { accountSettingsApi } from './account-settings-api';

type Outcome = { changed: boolean; text: string };

// Where the link mailed to a new address lands: it is opened once, and says what became of it.
export const EmailChangePage = () => {
  const { t } = useTranslation('accountSettings');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = accountSettingsApi.useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ token: token || '-' })
      .unwrap()
      .then((answer) => {
        setOutcome({ changed: answer.changed, text: translateAnswer(answer) });
        if (answer.changed) dispatch(usersApi.util.invalidateTags(['User']));
      })
      .catch((error: unknown) => setOutcome({ changed: false, text: errorText(error, t('emailChange.failed')) }));
  }, [confirm, dispatch, t, token]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 3 }}>
        {t('emailChange.title')}
      </Typography>
      {!outcome ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('emailChange.checking')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={outcome.changed ? 'success' : 'warning'} role="status">
            {outcome.text}
          </Alert>
          <div>
            <Button component={RouterLink} to="/settings" variant="contained">
              {t('emailChange.toSettings')}
            </Button>
          </div>
        </Stack>
      )}
    </Container>
  );
};
