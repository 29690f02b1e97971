import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEFAULT_TALENT_JOB_TYPE, talentJobTypes, type TalentJobType } from '@contracts/coaching/offers/lists';
import type { TalentOffer } from '@contracts/coaching/offers/offers';
import { offersMessages } from '@contracts/coaching/offers/messages';
import { translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { offersApi } from './offers-api';

// The Signed dialog: the offer becomes a job from the start date (required).
export const SignDialog = ({ offer, onClose }: { offer: TalentOffer; onClose: () => void }) => {
  const { t } = useTranslation('offers');
  const notices = useNotices();
  const [startDate, setStartDate] = useState('');
  const [type, setType] = useState<TalentJobType>(DEFAULT_TALENT_JOB_TYPE);
  const [error, setError] = useState<string | null>(null);
  const [sign, { isLoading }] = offersApi.useTalentSignedOfferMutation();
  const submit = async () => {
    if (!startDate) return setError(translateMessage(offersMessages.SignStartDateRequired));
    try {
      await sign({ offer: offer._id, startDate, type }).unwrap();
      notices.snackbar(t('signDialog.done'));
      onClose();
    } catch (e) {
      const issue = errorIssues(e).find((i) => i.path === 'startDate');
      if (issue) setError(translateMessage(issue.message));
      else notices.error(e);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="sign-title">
      <DialogTitle id="sign-title">{t('signDialog.title', { company: offer.company })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('signDialog.text')}</DialogContentText>
        <TextField
          type="date"
          required
          label={t('signDialog.startDate')}
          value={startDate}
          onChange={(e) => {
            setStartDate(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true } }}
          autoFocus
        />
        <TextField select label={t('signDialog.type')} value={type} onChange={(e) => setType(e.target.value as TalentJobType)}>
          {talentJobTypes.map((jt) => (
            <MenuItem key={jt} value={jt}>
              {t(`jobTypes.${jt}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
          {t('signDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
