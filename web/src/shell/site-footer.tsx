import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Wordmark } from '../shared/logo';

// Plain links: MUI's Link component is not worth its weight on every page for two of them.
const linkSx = { color: 'text.secondary', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } } as const;

// brand, tagline and rights: another brand's own (the coaching frame's); the marketplace's otherwise.
export const SiteFooter = ({ brand, tagline, rights }: { brand?: ReactNode; tagline?: string; rights?: string }) => {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack spacing={0.5}>
            {brand ?? <Wordmark size={26} />}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {tagline ?? t('footer.tagline')}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={3}>
            <Box component={RouterLink} to="/interviews" sx={linkSx}>
              {t('footer.interviewsForum')}
            </Box>
            <Box component={RouterLink} to="/terms" sx={linkSx}>
              {t('footer.terms')}
            </Box>
            <Box component={RouterLink} to="/privacy" sx={linkSx}>
              {t('footer.privacy')}
            </Box>
          </Stack>
        </Stack>
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 3 }}>
          {rights ?? t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
};
