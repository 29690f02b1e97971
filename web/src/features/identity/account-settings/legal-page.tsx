import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const termsSections = ['accounts', 'content', 'reports', 'pro', 'ending', 'liability', 'changes'] as const;
const privacySections = ['stored', 'events', 'erasure', 'shared', 'browser', 'mail', 'rights'] as const;

type Doc = 'terms' | 'privacy';

function LegalDocument({ doc, sections }: { doc: Doc; sections: readonly string[] }) {
  const { t } = useTranslation('accountSettings');
  const text = (key: string) => t(`${doc}.${key}` as 'terms.title');
  return (
    <Container maxWidth="md" component="article" aria-labelledby={`${doc}-title`} sx={{ py: { xs: 3, md: 5 } }}>
      <Typography id={`${doc}-title`} variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
        {text('title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('legal.updated')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{text('intro')}</Typography>
      <Stack spacing={3} sx={{ mt: 3 }}>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`${doc}-${section}`}>
            <Typography id={`${doc}-${section}`} variant="h6" component="h2">
              {text(`${section}.title`)}
            </Typography>
            <Typography sx={{ mt: 0.75, whiteSpace: 'pre-line', lineHeight: 1.7 }}>{text(`${section}.body`)}</Typography>
          </section>
        ))}
      </Stack>
      <Typography sx={{ mt: 4 }}>
        <Link component={RouterLink} to={doc === 'terms' ? '/privacy' : '/terms'}>
          {t(doc === 'terms' ? 'legal.seePrivacy' : 'legal.seeTerms')}
        </Link>
      </Typography>
    </Container>
  );
}

// /terms and /privacy: what using the product means, and what it keeps about people.
export const TermsPage = () => <LegalDocument doc="terms" sections={termsSections} />;
export const PrivacyPage = () => <LegalDocument doc="privacy" sections={privacySections} />;
