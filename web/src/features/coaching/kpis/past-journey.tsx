import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { JourneyAt } from '@contracts/coaching/kpis/past';
import { journeySteps } from '@contracts/coaching/journey/lists';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { planLabel, statusLabel } from '../journey/list-labels';
import { KpiView, useDate, useInterviewStatus, useInterviewType } from './kpi-view';
import { useSeniority } from '../../../shared/seniority';

const Field = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      <bdi>{value}</bdi>
    </Typography>
  </Box>
);

// The journey page, its publication, the interview tracker and the KPIs as they were at a moment:
// read-only, no buttons.
export const PastJourney = ({ past, userId }: { past: JourneyAt; userId: string }) => {
  const { t } = useTranslation('kpis');
  const { t: tj } = useTranslation('journey');
  const seniority = useSeniority();
  const mobile = useIsMobile();
  const day = useDate();
  const statusOf = useInterviewStatus();
  const typeOf = useInterviewType();
  const j = past.journey;
  const none = t('none');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Paper variant="outlined" component="section" aria-label={t('history.journey')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('history.journey')}
        </Typography>
        {!j ? (
          <Typography color="text.secondary">{t('history.notYet')}</Typography>
        ) : (
          <>
            <Stepper activeStep={j.currentStep} orientation={mobile ? 'vertical' : 'horizontal'} alternativeLabel={!mobile}>
              {journeySteps.map((key) => (
                <Step key={key}>
                  <StepLabel>{tj(`steps.${key}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
              <Field label={t('history.status')} value={j.status ? statusLabel(tj, j.status) : none} />
              <Field label={t('history.plan')} value={j.plan ? planLabel(tj, j.plan) : none} />
              <Field label={t('history.jobTitle')} value={j.data.title ?? none} />
              <Field label={t('history.seniority')} value={j.data.seniorityLevel ? seniority(j.data.seniorityLevel) : none} />
              <Field label={t('history.beginService')} value={j.admin.beginServiceDate ? day(j.admin.beginServiceDate) : none} />
              <Field label={t('history.safetyNet')} value={j.safetyNetActive ? t('history.on') : t('history.off')} />
              <Field label={t('history.comments')} value={String(j.comments)} />
            </Box>
          </>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('history.publication')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('history.publication')}
        </Typography>
        {past.publication && <Field label={t('history.publishStatus')} value={past.publication.status} />}
        {!past.publication || past.publication.cycles.length === 0 ? (
          <Typography color="text.secondary">{t('history.noCycles')}</Typography>
        ) : (
          <List dense disablePadding>
            {past.publication.cycles.map((c) => (
              <ListItem key={c.cycle} disableGutters>
                <ListItemText primary={`${t('history.cycle', { cycle: c.cycle, parts: c.partsSent.join(', ') || none })}${c.open ? ` · ${t('history.cycleOpen')}` : ''}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('history.interviews')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('history.interviews')}
        </Typography>
        {past.interviews.length === 0 ? (
          <Typography color="text.secondary">{t('history.noInterviews')}</Typography>
        ) : (
          <List dense disablePadding>
            {past.interviews.map((i) => (
              <ListItem key={i._id} disableGutters>
                <ListItemText
                  primary={
                    <>
                      <bdi>{i.company}</bdi> · <bdi>{typeOf(i.type)}</bdi>
                    </>
                  }
                  secondary={`${day(i.date)} · ${statusOf(i.status)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Typography variant="h6" component="h2">
        {t('history.kpis')}
      </Typography>
      <KpiView kpis={past.kpis} userId={userId} readOnly />
    </Box>
  );
};
