import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MailPreferencesSection } from '../../marketplace/alerts/mail-preferences-section';
import { useCurrentUser } from '../users/use-current-user';
import { DeleteSection, DownloadSection, LanguageSection } from './account-sections';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

const Section = ({ id, title, text, children }: { id: string; title: string; text?: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id={`${id}-title`} variant="h6" component="h2">
      {title}
    </Typography>
    {text && (
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {text}
      </Typography>
    )}
    <Divider sx={{ my: 2 }} />
    {children}
  </Paper>
);

// /settings: the language, the account's address and password, mail, the person's data, and
// deleting the account. An unsubscribe link lands here (?unsubscribed, said by the link triggers,
// which leave #mail-preferences), and so does a link to #mail-preferences: the page opens there.
export const SettingsPage = () => {
  const { t } = useTranslation('accountSettings');
  const { user } = useCurrentUser();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#mail-preferences') document.getElementById('mail-preferences')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 3 }}>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <Section id="language" title={t('language.title')} text={t('language.text')}>
          <LanguageSection />
        </Section>
        <Section id="account" title={t('account.title')} text={t('account.text')}>
          <EmailSection email={user?.email ?? ''} />
        </Section>
        <Section id="password" title={t('password.title')} text={t('password.text')}>
          <PasswordSection />
        </Section>
        <MailPreferencesSection />
        <Section id="data" title={t('data.title')} text={t('data.text')}>
          <DownloadSection />
        </Section>
        <Section id="delete" title={t('delete.title')} text={t('delete.text')}>
          <DeleteSection />
        </Section>
      </Stack>
    </Container>
  );
};
