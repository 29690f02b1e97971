import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SettingName, SettingValues } from '@contracts/backoffice/settings/settings';
import { useChangeText } from './change-text';

type Props = { changes: Partial<SettingValues> | null; current: SettingValues; busy: boolean; onConfirm: () => void; onCancel: () => void };

// Before a save: each setting that will change, from what to what.
export function ConfirmChangesDialog({ changes, current, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('settings');
  const changeText = useChangeText();
  const names = Object.keys(changes ?? {}) as SettingName[];
  return (
    <Dialog open={changes !== null} onClose={onCancel} aria-labelledby="confirm-settings-title" aria-describedby="confirm-settings-text" fullWidth maxWidth="sm">
      <DialogTitle id="confirm-settings-title">{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-settings-text">{t('confirmText')}</DialogContentText>
        <List dense aria-label={t('confirmTitle')}>
          {names.map((name) => (
            <ListItem key={name} disableGutters>
              <ListItemText
                primary={t(`setting.${name}`)}
                secondary={changeText(current[name], changes?.[name])}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel', { ns: 'translation' })}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy}>
          {t('confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
