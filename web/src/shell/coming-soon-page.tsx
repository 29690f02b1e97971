import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { PageAccess, PlaceholderPage } from '../app/screen';
import { AccessGate, PageFrame } from './access-gate';
import { staffIcons } from './staff-icons';
import { productName } from '../features/coaching/portal/product';

const pages = {
  resumes: <DescriptionOutlined />,
  profile: <PersonOutlined />,
  settings: <SettingsOutlined />,
  saved: <BookmarkBorderOutlined />,
  alerts: <NotificationsNoneOutlined />,
  companies: <ApartmentOutlined />,
  terms: <GavelOutlined />,
  privacy: <LockOutlined />,
  ...staffIcons,
} satisfies Record<PlaceholderPage, ReactElement>;

// Routes whose screens are not built yet say what they will be, never show a blank page.
export const ComingSoonPage = ({ page, access = 'anonymous' }: { page: PlaceholderPage; access?: PageAccess }) => {
  const { t } = useTranslation();
  const icon = pages[page];
  const title = t(`pages.${page}.title`, { product: productName() });
  return (
    <AccessGate access={access} icon={icon} title={title}>
      <PageFrame icon={icon} title={title}>
        <Chip label={t('pages.comingSoon')} color="primary" variant="outlined" size="small" sx={{ mt: 1.5, fontWeight: 700 }} />
        <Typography sx={{ color: 'text.secondary', mt: 2, mb: 3 }}>{t(`pages.${page}.text`, { product: productName() })}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('pages.backHome')}
        </Button>
      </PageFrame>
    </AccessGate>
  );
};

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
