import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { completableSteps, journeySteps } from '@contracts/coaching/journey/lists';
import { journeyApi } from './journey-api';
import type { JourneyContext } from './use-journey';

const TitleStep = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, run } = ctx;
  const [title, setTitle] = useState(journey?.title ?? '');
  const [group, setGroup] = useState(journey?.titleGroup ?? '');
  const [save, { isLoading }] = journeyApi.useUpdatePersonalJourneyDataMutation();
  return (
    <Box component="form" sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }} onSubmit={(e) => (e.preventDefault(), void run(() => save({ data: { title, ...(group ? { titleGroup: group } : {}) } })))}>
      <TextField size="small" required label={t('steps.titleLabel')} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField size="small" label={t('steps.titleGroup')} value={group} onChange={(e) => setGroup(e.target.value)} />
      <Button type="submit" variant="contained" disabled={!title.trim()} loading={isLoading} sx={{ justifySelf: 'start' }}>
        {t('steps.saveTitle')}
      </Button>
    </Box>
  );
};

const ExcludeStep = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, run } = ctx;
  const [text, setText] = useState((journey?.excludeList ?? []).join('\n'));
  const [save, { isLoading }] = journeyApi.useUpdatePersonalJourneyDataMutation();
  const list = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}>
      <TextField multiline minRows={3} maxRows={8} label={t('steps.exclude')} value={text} onChange={(e) => setText(e.target.value)} />
      <Button variant="outlined" loading={isLoading} onClick={() => void run(() => save({ data: { excludeList: list } }))} sx={{ justifySelf: 'start' }}>
        {t('steps.saveExclude')}
      </Button>
    </Box>
  );
};

// Publication Steps: six steps in order; those after the current one are closed. 'Complete Step'
// on steps 1 to 3, on the current step only (the server holds the same rule). The steps are a
// tab list (MUI makes step buttons tabs), so the open step's content is its tab panel, beside the
// list on a laptop and under it on a phone: a tab list holds its tabs and nothing else.
export const JourneyStepper = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, run } = ctx;
  const [viewed, setViewed] = useState<number | null>(null);
  const [finish, { isLoading }] = journeyApi.useFinishPersonalJourneyStepMutation();
  if (!journey) return null;
  const current = journey.currentStep;
  const active = viewed !== null && viewed <= current ? viewed : current;
  const key = journeySteps[active];
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 300px) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Stepper nonLinear activeStep={active} orientation="vertical" aria-label={t('tabs.steps')}>
        {journeySteps.map((step, index) => (
          <Step key={step} completed={index < current} disabled={index > current}>
            <StepButton
              id={`journey-step-${index}`}
              aria-controls="journey-step-panel"
              onClick={() => setViewed(index)}
              optional={index === current ? <Typography variant="caption">{t('steps.current')}</Typography> : undefined}
            >
              {t(`steps.${step}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box role="tabpanel" id="journey-step-panel" aria-labelledby={`journey-step-${active}`} sx={{ display: 'grid', gap: 2, py: 1, paddingInlineStart: { md: 1 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {key && t(`steps.${key}`)}
        </Typography>
        {key === 'TitleDetails' && <TitleStep ctx={ctx} />}
        {key === 'ExcludeDetails' && <ExcludeStep ctx={ctx} />}
        {(key === 'CoverLetter' || key === 'CV' || key === 'TestEmail' || key === 'Publish') && <Typography color="text.secondary">{t('steps.publishingElsewhere')}</Typography>}
        {completableSteps.includes(active) && active === current && (
          <Button variant="contained" loading={isLoading} sx={{ justifySelf: 'start' }} onClick={() => void run(() => finish({ step: active })).then(() => setViewed(null))}>
            {t('steps.complete')}
          </Button>
        )}
      </Box>
    </Box>
  );
};
