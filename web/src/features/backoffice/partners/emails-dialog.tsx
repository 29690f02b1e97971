import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { isEmailAddress, normalListValue, withoutRepeats, withoutValue } from '@contracts/backoffice/journey-settings/lists';
import { DialogError } from './dialog-error';
import { useIsMobile } from '../../../shared/use-is-mobile';

type Props = { emails: readonly string[]; saving: boolean; error: unknown; onSave: (emails: string[]) => void; onClose: () => void };

// A partner's emails list (spec §5 list editors): an added address is lowercased and kept once,
// a removal matches whatever its case; Add is off while the box is empty.
export function EmailsDialog({ emails, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation('partners');
  const mobile = useIsMobile();
  const [list, setList] = useState<string[]>([...emails]);
  const [typed, setTyped] = useState('');
  const value = normalListValue(typed);
  const wrong = value !== '' && !isEmailAddress(value);
  const add = () => {
    if (!value || wrong) return;
    setList((l) => withoutRepeats([...l, value]));
    setTyped('');
  };
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs" aria-labelledby="partner-emails-title">
      <DialogTitle id="partner-emails-title">{t('settingsTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('settingsHint')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            size="small"
            fullWidth
            label={t('newEmail')}
            value={typed}
            error={wrong}
            helperText={wrong ? t('invalidEmail') : undefined}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email' } }}
          />
          <Button variant="outlined" onClick={add} disabled={!value || wrong}>
            {t('addEmail')}
          </Button>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {list.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('noEmails')}</Typography>}
          {list.map((email) => (
            <Chip key={email} label={email} dir="ltr" onDelete={() => setList((l) => withoutValue(l, email))} deleteIcon={<CancelOutlined aria-label={t('removeEmail', { email })} aria-hidden={false} />} />
          ))}
        </Stack>
        <DialogError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={saving} onClick={() => onSave(list)}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
