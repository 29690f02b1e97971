import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPLANATION, STEP_EXPLANATION_MAX, type ExplanationType, type StepExplanation } from '@contracts/backoffice/journey-settings/explanations';
import { translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { lastChangeOf } from '../../../shared/last-change';
import { LoadFailed } from '../../../shared/load-failed';
import { journeySettingsApi as a } from './journey-settings-api';

// The short text that explains a step at the top of the client's journey, with its last change.
export function StepText({ step }: { step: ExplanationType }) {
  const { t } = useTranslation('journeySettings');
  const { data, isLoading, error, refetch } = a.useGetPersonalJourneysExplenationsQuery({});
  const current = data?.explenations.find((e) => e.name === step);
  if (isLoading) return <Skeleton variant="rounded" height={96} />;
  if (error || !current) return <LoadFailed text={t('stepTextLoadError')} onRetry={() => void refetch()} />;
  return <StepTextForm key={`${step}:${current.value}`} current={current} />;
}

function StepTextForm({ current }: { current: StepExplanation }) {
  const { t, i18n } = useTranslation('journeySettings');
  const [value, setValue] = useState(current.value);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = a.useUpdatePersonalJourneysExplenationsMutation();
  const changed = value !== current.value;
  const change = lastChangeOf(current, i18n.language);
  const last = t(change.key, change.params);
  const submit = async () => {
    setProblem(null);
    try {
      await save({ name: current.name, value }).unwrap();
    } catch (failure) {
      const issue = errorIssues(failure)[0];
      setProblem(issue ? translateMessage(issue.message) : errorText(failure, t('saveFailed')));
    }
  };
  return (
    <Box>
      <TextField
        label={t('stepText')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        multiline
        minRows={2}
        maxRows={EXPLANATION.rowsOnScreen}
        fullWidth
        error={Boolean(problem)}
        helperText={problem ?? t('stepTextHelp')}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: STEP_EXPLANATION_MAX } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: '1 1 180px' }}>
          {last}
        </Typography>
        {changed && <Button onClick={() => setValue(current.value)}>{t('cancel')}</Button>}
        <Button variant="contained" disabled={!changed} loading={isLoading} onClick={() => void submit()}>
          {t('saveStepText')}
        </Button>
      </Box>
    </Box>
  );
}
