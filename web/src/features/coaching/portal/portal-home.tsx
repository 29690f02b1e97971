import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Container from '@mui/material/Container';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { journeyApi } from '../journey/journey-api';
import { ComingSoon } from '../journey/journey-page';
import { loadOnboardingStrings } from '../onboarding/onboarding-strings';
import { loadKpiStrings } from '../kpis/kpis-strings';

// the KPI page, with its charts and strings, loads only once a client is past onboarding
const KpiHome = lazy(() => Promise.all([import('../kpis/kpi-page'), loadKpiStrings()]).then(([m]) => ({ default: m.KpiContent })));

// The onboarding with its strings, loaded when a client has it to do.
const OnboardingPanel = lazy(() =>
  Promise.all([import('../onboarding/onboarding-panel'), loadOnboardingStrings()]).then(([m]) => ({ default: m.OnboardingPanel })),
);

// The client portal's home: the onboarding until its three parts are done, then the KPI page (in
// the coaching brand's mode / is the KPI page; the journey is at /personal-journey).
export const PortalHome = () => {
  const { roles } = useCurrentUser();
  const active = roles.has('activeJourneyClient');
  const { data, isLoading } = journeyApi.useGetPersonalJourneyDataQuery({}, { skip: !active });
  // a client who finishes it here sees it done, and moves on when they choose to
  const doingIt = useRef(false);
  const [onward, setOnward] = useState(false);
  const navigate = useNavigate();
  if (!active) return <ComingSoon />;
  if (isLoading) return <Loading />;
  const completed = data?.personaljourney.completed;
  const done = Boolean(completed?.dataChecked && completed.uploadCV && completed.firstMeeting);
  if (data && !done) doingIt.current = true;
  const onboarding = data && data.personaljourney.currentStep === 0 && (!done || (doingIt.current && !onward));
  if (onboarding)
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<Loading />}>
          <OnboardingPanel
            journey={data.personaljourney}
            onFinished={() => {
              setOnward(true);
              void navigate('/personal-journey');
            }}
          />
        </Suspense>
      </Container>
    );
  return (
    <Suspense fallback={<Loading />}>
      <KpiHome />
    </Suspense>
  );
};
