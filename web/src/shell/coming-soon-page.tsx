import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { signInDialogOpened } from '../app/auth-slice';
import { useAppDispatch } from '../app/hooks';
import type { PageAccess, PlaceholderPage } from '../app/screens';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { Loading } from './loading';

const pages = {
  resumes: <DescriptionOutlined />,
  activity: <TimelineOutlined />,
  profile: <PersonOutlined />,
  settings: <SettingsOutlined />,
  saved: <BookmarkBorderOutlined />,
  alerts: <NotificationsNoneOutlined />,
  companies: <ApartmentOutlined />,
  terms: <GavelOutlined />,
  privacy: <LockOutlined />,
  reports: <ReportOutlined />,
  users: <PeopleOutlined />,
  payments: <PaymentsOutlined />,
  sendPush: <CampaignOutlined />,
  jsSettings: <TuneOutlined />,
} satisfies Record<PlaceholderPage, ReactElement>;

const Frame = ({ icon, title, children }: { icon: ReactElement; title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 2,
          width: 64,
          height: 64,
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(79,70,229,0.08)',
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {children}
    </Paper>
  </Container>
);

// Routes whose screens are not built yet say what they will be, never show a blank page.
export const ComingSoonPage = ({ page, access = 'everyone' }: { page: PlaceholderPage; access?: PageAccess }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isAuthed, isLoading, isAdmin } = useCurrentUser();
  const icon = pages[page];
  const title = t(`pages.${page}.title`);

  if (isLoading) return <Loading />;
  if (access !== 'everyone' && !isAuthed)
    return (
      <Frame icon={icon} title={title}>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>{t('pages.signInRequired')}</Typography>
        <Button variant="contained" onClick={() => dispatch(signInDialogOpened('signIn'))}>
          {t('common.signIn')}
        </Button>
      </Frame>
    );
  if (access === 'admin' && !isAdmin)
    return (
      <Frame icon={<LockOutlined />} title={title}>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3 }}>{t('pages.adminOnly')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('pages.backHome')}
        </Button>
      </Frame>
    );
  return (
    <Frame icon={icon} title={title}>
      <Chip label={t('pages.comingSoon')} color="primary" variant="outlined" size="small" sx={{ mt: 1.5, fontWeight: 700 }} />
      <Typography sx={{ color: 'text.secondary', mt: 2, mb: 3 }}>{t(`pages.${page}.text`)}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('pages.backHome')}
      </Button>
    </Frame>
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
