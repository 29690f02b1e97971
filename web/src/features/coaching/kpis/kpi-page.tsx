import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { AccessGate } from '../../../shell/access-gate';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ClientScope } from '../journey/client-scope';
import { ComingSoon } from '../journey/journey-page';
import { useGetKpisDataQuery } from './kpis-api';
import { usePickedClient } from '../journey/picked-client';
import { KpiView } from './kpi-view';

// One client's KPIs, live: the client's own, or the one staff picked.
export const KpiPanel = () => {
  const { t } = useTranslation('kpis');
  const userId = usePickedClient() ?? undefined;
  const { data, isLoading, isError, refetch } = useGetKpisDataQuery();
  if (isLoading) return <Loading />;
  if (isError || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  return <KpiView kpis={data} userId={userId} />;
};

// The page's content: its title, the way to the journey, and the KPIs (also the client portal's home).
export const KpiContent = ({ userId, staff = false }: { userId?: string | undefined; staff?: boolean }) => {
  const { t } = useTranslation('kpis');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {userId ? t('clientTitle') : t('title')}
        </Typography>
        <Button component={RouterLink} to={userId ? `/personal-journey?userId=${encodeURIComponent(userId)}` : '/personal-journey'} variant="outlined">
          {userId ? t('clientJourney') : staff ? t('openJourneys') : t('journey')}
        </Button>
        {staff && userId && (
          <Button component={RouterLink} to={`/journey-history?userId=${encodeURIComponent(userId)}`} variant="outlined">
            {t('history.title')}
          </Button>
        )}
      </Stack>
      {staff && !userId ? <Typography color="text.secondary">{t('pickClient')}</Typography> : <KpiPanel />}
    </Container>
  );
};

// /kpis and /dashboard: the client's KPIs; staff open a client's with ?userId=.
export const KpiPage = () => {
  const { t } = useTranslation('kpis');
  const { roles } = useCurrentUser();
  const [params] = useSearchParams();
  const staff = roles.has('staff');
  const userId = staff ? (params.get('userId') ?? undefined) : undefined;
  return (
    <AccessGate access={['journeyUser', 'staff']} icon={<InsightsOutlined />} title={t('title')}>
      {!staff && !roles.has('activeJourneyClient') ? (
        <ComingSoon />
      ) : (
        <ClientScope userId={userId}>
          <KpiContent userId={userId} staff={staff} />
        </ClientScope>
      )}
    </AccessGate>
  );
};
