import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorText } from '../../../shared/api-error';
import { journeyApi } from '../journey/journey-api';

type Service = { start: string; end: string | null };

// Staff: the client's service periods (start required, end optional), sorted by start; the
// journey's beginServiceDate becomes the latest start.
export const ServiceDatesDialog = ({ services, onClose }: { services: readonly Service[]; onClose: () => void }) => {
  const { t } = useTranslation('tracker');
  const [rows, setRows] = useState<Service[]>(services.length ? services.map((s) => ({ ...s })) : [{ start: '', end: null }]);
  const [tried, setTried] = useState(false);
  const [save, saving] = journeyApi.useUpdatePersonalJourneyDataAdminMutation();
  const problems = rows.map((r) => (!r.start ? t('timelinePage.startRequired') : r.end && r.end < r.start ? t('timelinePage.endBeforeStart') : null));
  const submit = async () => {
    setTried(true);
    if (problems.some(Boolean)) return;
    const sorted = [...rows].sort((a, b) => a.start.localeCompare(b.start));
    const done = await save({ data: { services: sorted.map((s) => ({ start: s.start, end: s.end || null })), beginServiceDate: sorted.at(-1)?.start ?? null } });
    if (!('error' in done)) onClose();
  };
  const change = (index: number, key: keyof Service, value: string) => setRows((list) => list.map((r, i) => (i === index ? { ...r, [key]: key === 'end' ? value || null : value } : r)));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-dates-title">
      <DialogTitle id="service-dates-title">{t('timelinePage.serviceDates')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {rows.map((r, i) => (
            <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField type="date" required fullWidth label={t('timelinePage.start')} value={r.start} onChange={(e) => change(i, 'start', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={tried && !r.start} helperText={(tried && problems[i]) || ' '} />
              <TextField type="date" fullWidth label={t('timelinePage.end')} value={r.end ?? ''} onChange={(e) => change(i, 'end', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <Button color="error" onClick={() => setRows((list) => list.filter((_, j) => j !== i))} disabled={rows.length === 1}>
                {t('timelinePage.remove')}
              </Button>
            </Stack>
          ))}
          <Button onClick={() => setRows((list) => [...list, { start: '', end: null }])} sx={{ alignSelf: 'flex-start' }}>
            {t('timelinePage.addService')}
          </Button>
          {saving.error && <Alert severity="error">{errorText(saving.error, t('somethingWrong'))}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
