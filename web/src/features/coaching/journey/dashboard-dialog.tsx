import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isSafetyNetActive, todayOf, type PersonalJourney } from '@contracts/coaching/journey/journey';
import { journeySteps } from '@contracts/coaching/journey/lists';
import { serviceDays } from './use-journey';
import { planLabel, statusLabel } from './list-labels';

// The journey at a glance, full screen.
export const DashboardDialog = ({ journey, open, onClose }: { journey: PersonalJourney; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('journey');
  const key = journeySteps[journey.currentStep] ?? 'Publish';
  const tiles: [string, string][] = [
    [t('dashboard.step'), `${journey.currentStep} · ${t(`steps.${key}`)}`],
    [t('dashboard.status'), journey.status ? statusLabel(t, journey.status) : '—'],
    [t('dashboard.plan'), journey.plan ? planLabel(t, journey.plan) : '—'],
    [t('dashboard.serviceDays'), String(serviceDays(journey))],
    [t('dashboard.safetyNet'), isSafetyNetActive(journey.safetyNetActive, journey.safetyNetExpireDate, todayOf(new Date())) ? t('dashboard.on') : t('dashboard.off')],
    [t('dashboard.comments'), String(journey.comments.length)],
    [t('dashboard.freezes'), String(journey.freezeHistory.length)],
  ];
  return (
    <Dialog open={open} onClose={onClose} fullScreen>
      <DialogTitle>
        {t('dashboard.title')} · {journey.first_name} {journey.last_name}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
          {tiles.map(([label, value]) => (
            <Paper key={label} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="overline" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6">{value}</Typography>
            </Paper>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboard.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
