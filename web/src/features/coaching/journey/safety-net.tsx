import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { isSafetyNetActive, todayOf } from '@contracts/coaching/journey/journey';
import { journeyApi } from './journey-api';
import type { JourneyContext } from './use-journey';

// The Safety Net chip; staff open its dialog. Active can be ticked only with an expiry date of
// today or later (or while it is on), as the server rules.
export const SafetyNet = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, isStaff, run } = ctx;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [expires, setExpires] = useState('');
  const [save, { isLoading }] = journeyApi.useUpdateSafetyNetMutation();
  if (!journey) return null;
  const today = todayOf(new Date());
  const on = isSafetyNetActive(journey.safetyNetActive, journey.safetyNetExpireDate, today);
  const canActivate = active || (expires !== '' && expires >= today);
  const openDialog = () => {
    setActive(journey.safetyNetActive);
    setExpires(journey.safetyNetExpireDate ?? '');
    setOpen(true);
  };
  const submit = async () => {
    if (await run(() => save({ newData: { safetyNetActive: active, safetyNetExpireDate: expires || null } }))) setOpen(false);
  };
  return (
    <>
      <Chip
        icon={<ShieldOutlined />}
        label={on && journey.safetyNetExpireDate ? t('safetyNet.chipActive', { date: journey.safetyNetExpireDate }) : t('safetyNet.chip')}
        color={on ? 'success' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        onClick={isStaff ? openDialog : undefined}
      />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('safetyNet.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField type="date" label={t('safetyNet.expires')} value={expires} onChange={(e) => setExpires(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <FormControlLabel control={<Checkbox checked={active} disabled={!canActivate} onChange={(e) => setActive(e.target.checked)} />} label={t('safetyNet.active')} />
          {!canActivate && (
            <Typography variant="body2" color="text.secondary">
              {t('safetyNet.disabled')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('safetyNet.cancel')}</Button>
          <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
            {t('safetyNet.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
