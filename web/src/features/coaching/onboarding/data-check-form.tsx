import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { PersonalJourney } from '@contracts/coaching/journey/journey';
import { onboardingDataInput, type OnboardingData } from '@contracts/coaching/onboarding/calls';
import { translateCode, translateMessage } from '../../../app/i18n';
import { errorIssues, errorText } from '../../../shared/api-error';
import { onboardingApi } from './onboarding-api';

const fields = ['first_name', 'last_name', 'email', 'phone', 'title'] as const;
type Field = (typeof fields)[number];

// The data check: the journey's details to confirm or correct; the same schema as the server's,
// which checks them again and says what to fix per field.
export function DataCheckForm({ journey, onDone }: { journey: PersonalJourney; onDone?: () => void }) {
  const { t } = useTranslation('onboarding');
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: journey.first_name,
    last_name: journey.last_name,
    email: journey.email,
    phone: journey.phone ?? '',
    title: journey.title ?? '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [check, { isLoading }] = onboardingApi.useCheckOnboardingDataMutation();
  const save = async () => {
    setFailure(null);
    const parsed = onboardingDataInput.safeParse(values);
    if (!parsed.success) {
      setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)])));
      return;
    }
    setProblems({});
    try {
      await check({ data: parsed.data as OnboardingData }).unwrap();
      onDone?.();
    } catch (error) {
      const issues = errorIssues(error);
      if (issues.length) setProblems(Object.fromEntries(issues.map((i) => [i.path.replace(/^data\./, ''), i.code ? translateCode('messages', i.code, i.params, i.message) : i.message])));
      else setFailure(errorText(error, t('loadError')));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((field) => (
        <TextField
          key={field}
          label={t(`data.${field}`)}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          required
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : field === 'first_name' ? 'given-name' : field === 'last_name' ? 'family-name' : 'organization-title'}
          error={Boolean(problems[field])}
          helperText={problems[field] ?? ' '}
          slotProps={{ htmlInput: { dir: field === 'email' || field === 'phone' ? 'ltr' : 'auto', name: field } }}
          sx={field === 'title' ? { gridColumn: { sm: '1 / -1' } } : undefined}
        />
      ))}
      {failure && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ justifySelf: 'start' }}>
        {t('data.save')}
      </Button>
    </Box>
  );
}
