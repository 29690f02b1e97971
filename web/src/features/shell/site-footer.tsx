import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Wordmark } from '../../shared/logo';

export const SiteFooter = () => {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack spacing={0.5}>
            <Wordmark size={26} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('footer.tagline')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={3}>
            <Link component={RouterLink} to="/terms" color="text.secondary" underline="hover">
              {t('footer.terms')}
            </Link>
            <Link component={RouterLink} to="/privacy" color="text.secondary" underline="hover">
              {t('footer.privacy')}
            </Link>
          </Stack>
        </Stack>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 3 }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
};
