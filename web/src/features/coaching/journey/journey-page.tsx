import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { AccessGate, PageFrame } from '../../../shell/access-gate';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ClientPicker } from './client-picker';
import { ClientScope } from './client-scope';
import { JourneyView } from './journey-view';

// A journey user whose service has not started yet.
export const ComingSoon = () => {
  const { t } = useTranslation('journey');
  return (
    <PageFrame icon={<RouteOutlined />} title={t('comingSoon')}>
      <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>{t('comingSoonText')}</Typography>
    </PageFrame>
  );
};

// /personal-journey: the client's own journey; staff open a client's with ?userId=, or pick one.
export const JourneyPage = () => {
  const { t } = useTranslation('journey');
  const { roles } = useCurrentUser();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? undefined;
  const staff = roles.has('staff');
  return (
    <AccessGate access={['journeyUser', 'staff']} icon={<RouteOutlined />} title={t('title')}>
      {!staff && !roles.has('activeJourneyClient') ? (
        <ComingSoon />
      ) : (
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
          <ClientScope userId={userId}>{staff && !userId ? <ClientPicker /> : <JourneyView />}</ClientScope>
        </Container>
      )}
    </AccessGate>
  );
};
