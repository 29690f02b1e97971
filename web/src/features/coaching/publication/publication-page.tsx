import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { isStaff } from '@contracts/core/access';
import { AccessGate } from '../../../shell/access-gate';
import { LoadFailed } from '../../../shared/load-failed';
import { errorText } from '../../../shared/api-error';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ClientScope } from '../journey/client-scope';
import { useGetJourneyPublishingQuery } from '../documents/documents-api';
import { PublishPanel } from './publish-panel';

function Publication() {
  const { t } = useTranslation('publication');
  const { userId } = useParams();
  const me = useCurrentUser();
  const staff = Boolean(me.user && isStaff(me.user));
  const { data, isLoading, error, refetch } = useGetJourneyPublishingQuery();
  if (isLoading) return <Skeleton variant="rounded" height={360} />;
  if (error || !data) return <LoadFailed text={errorText(error, t('loadError'))} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'start' }}>
      {/* the CV links and cover letters are on the journey page's CV + Cover tab */}
      <Button component={RouterLink} to={userId ? `/personal-journey?userId=${encodeURIComponent(userId)}` : '/personal-journey'} sx={{ justifySelf: 'start' }}>
        {t('documentsMoved')}
      </Button>
      <PublishPanel publish={data.publish} cycles={data.cycles} startDateOptions={data.startDateOptions} mayApprove={data.mayApprove} staff={staff} />
    </Box>
  );
}

// A client's CVs, cover letters and publication: the client's own, or a client's for staff.
export const PublicationPage = () => {
  const { t } = useTranslation('publication');
  const { userId } = useParams();
  return (
    <AccessGate access={['activeJourneyClient', 'staff']} icon={<SendOutlined />} title={t('title')}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 }, mb: 2 }}>
          {t('title')}
        </Typography>
        <ClientScope userId={userId}>
          <Publication />
        </ClientScope>
      </Container>
    </AccessGate>
  );
};
