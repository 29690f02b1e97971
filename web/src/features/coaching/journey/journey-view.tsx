import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../shell/loading';
import { OffersTab } from '../offers/offers-tab';
import { JourneyHeader } from './journey-header';
import { InterviewsTab } from '../tracker/interviews-tab';
import { JourneyStepper } from './journey-stepper';
import { usePickedClient } from './picked-client';
import { useJourney } from './use-journey';
import { loadOnboardingStrings } from '../onboarding/onboarding-strings';
import { loadDocumentsStrings } from '../documents/documents-strings';

// The CV + Cover tab is the documents', loaded with its strings (and the CV file's) when opened.
const DocumentsTab = lazy(() =>
  Promise.all([import('../documents/documents-tab'), loadDocumentsStrings(), loadOnboardingStrings()]).then(([m]) => ({ default: m.DocumentsTab })),
);

// The tabs of spec §2 with their numbers; the journey's own are Publication Steps and Social.
const tabs = [
  { value: 0, key: 'steps' },
  { value: 1, key: 'cv' },
  { value: 3, key: 'interviews' },
  { value: 4, key: 'social' },
  { value: 5, key: 'dreamJob' },
  { value: 6, key: 'offers' },
] as const;

// One journey: the client's own, or the one staff picked.
export const JourneyView = () => {
  const { t } = useTranslation('journey');
  const ctx = useJourney();
  const userId = usePickedClient();
  const [tab, setTab] = useState<number>(0);
  if (ctx.isLoading) return <Loading />;
  if (ctx.isError || !ctx.journey)
    return (
      <Alert severity="error" action={<Button onClick={() => void ctx.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <JourneyHeader ctx={ctx} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {tabs.map(({ value, key }) => (
            <Tab key={value} value={value} label={t(`tabs.${key}`)} id={`journey-tab-${value}`} aria-controls={`journey-panel-${value}`} sx={{ minHeight: 52 }} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`journey-panel-${tab}`} aria-labelledby={`journey-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 0 && <JourneyStepper ctx={ctx} />}
          {tab === 3 && <InterviewsTab />}
          {tab === 4 && (
            <>
              <Typography variant="h6" component="h2">
                {t('social.title')}
              </Typography>
              <Typography sx={{ mt: 1 }}>{t('social.text')}</Typography>
            </>
          )}
          {tab === 6 && <OffersTab isStaff={ctx.isStaff} />}
          {tab === 1 && (
            <Suspense fallback={<Loading />}>
              <DocumentsTab journeyId={ctx.journey._id} staff={ctx.isStaff} />
            </Suspense>
          )}
          {tab === 5 && <Typography color="text.secondary">{t('tabs.elsewhere')}</Typography>}
        </Box>
      </Paper>
    </Box>
  );
};
