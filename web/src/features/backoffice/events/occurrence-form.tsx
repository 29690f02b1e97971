import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMIT_MAX, occurrenceDataSchema, type Occurrence, type OccurrenceData } from '@contracts/backoffice/events/webinar';
import { errorText } from '../../../shared/api-error';
import { schemaProblems, serverProblems, type Problems as FormProblems } from './form-problems';

type Form = { host: string; googleMeetLink: string; limit: string; status: 'A' | 'D' };
type Problems = FormProblems<keyof Form>;

// The occurrence's settings: host (email), Google Meet link and places required; open A=Yes, D=No.
export function OccurrenceForm({ occurrence, busy, onSave }: { occurrence: Occurrence; busy: boolean; onSave(form: OccurrenceData): Promise<void> }) {
  const { t } = useTranslation('events');
  const [form, setForm] = useState<Form>({ host: occurrence.host ?? '', googleMeetLink: occurrence.googleMeetLink ?? '', limit: String(occurrence.limit), status: occurrence.status });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    const checked = occurrenceDataSchema.safeParse({ ...form, limit: form.limit.trim() === '' ? undefined : form.limit });
    if (!checked.success) {
      setProblems(schemaProblems<keyof Form>(occurrenceDataSchema, { ...form, limit: form.limit.trim() === '' ? undefined : form.limit }));
      return;
    }
    setProblems({});
    setFailure(null);
    await onSave(checked.data).catch((error: unknown) => {
      const onFields = serverProblems<keyof Form>(error);
      setProblems(onFields);
      setFailure(Object.keys(onFields).length ? null : errorText(error, t('form.somethingWentWrong')));
    });
  };
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('manageDialog.settings')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ gap: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField label={t('manageDialog.host')} value={form.host} onChange={set('host')} required fullWidth type="email" error={Boolean(problems.host)} helperText={problems.host} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextField label={t('manageDialog.link')} value={form.googleMeetLink} onChange={set('googleMeetLink')} required fullWidth type="url" error={Boolean(problems.googleMeetLink)} helperText={problems.googleMeetLink} slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField label={t('manageDialog.limit')} value={form.limit} onChange={set('limit')} required type="number" error={Boolean(problems.limit)} helperText={problems.limit} slotProps={{ htmlInput: { min: 1, max: LIMIT_MAX, inputMode: 'numeric' } }} sx={{ minWidth: 140 }} />
        <TextField select label={t('manageDialog.active')} value={form.status} onChange={set('status')} sx={{ minWidth: 200 }}>
          <MenuItem value="A">{t('manageDialog.yes')}</MenuItem>
          <MenuItem value="D">{t('manageDialog.no')}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
          {t('manageDialog.save')}
        </Button>
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  );
}
