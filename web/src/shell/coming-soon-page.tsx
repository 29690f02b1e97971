import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// A path that is no screen's: said plainly, with the way home.
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 12 }, textAlign: 'center' }}>
      <Typography sx={{ fontSize: 96, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>404</Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('pages.notFoundTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t('pages.notFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('pages.backHome')}
      </Button>
    </Container>
  );
};
