import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { mailCategories, type MailCategory, type MailPreferences } from '@contracts/marketplace/alerts/alert';
import { translateAnswer } from '../../../app/i18n';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { alertsApi } from './alerts-api';

// The mail preferences part of the account's settings (/settings, where unsubscribe links land):
// which kinds of mail to get (their language is the account's, chosen above it). Self-contained (its own calls), drawn as the
// settings page's other sections; each change is saved at once and the answer fills the section.
export function MailPreferencesSection() {
  const { t } = useTranslation('alerts');
  const notices = useNotices();
  const { data, isLoading, isError, refetch } = alertsApi.useGetMailPreferencesQuery({});
  const [save, saving] = alertsApi.useSetMailPreferencesMutation();
  const change = (set: Partial<MailPreferences>) =>
    save(set)
      .unwrap()
      .then((answer) => notices.snackbar(translateAnswer(answer)))
      .catch((error: unknown) => notices.error(error));
  const preferences = data?.preferences;
  return (
    <Paper component="section" id="mail-preferences" variant="outlined" aria-labelledby="mail-preferences-title" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: { xs: 120, md: 80 } }}>
      <Typography id="mail-preferences-title" variant="h6" component="h2">
        {t('preferences.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('preferences.subtitle')}
      </Typography>
      <Divider sx={{ my: 2 }} />
      {isLoading ? (
        <Skeleton variant="rounded" height={180} aria-busy="true" />
      ) : isError || !preferences ? (
        <LoadFailed text={t('preferences.failed')} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={1.5}>
          {mailCategories.map((category: MailCategory) => (
            <FormControlLabel
              key={category}
              sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
              control={<Switch checked={preferences[category]} disabled={saving.isLoading} onChange={(e) => void change({ [category]: e.target.checked })} />}
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`preferences.${category}`)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`preferences.${category}Hint`)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
