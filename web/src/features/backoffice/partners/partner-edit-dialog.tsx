import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PartnerClient } from '@contracts/backoffice/partners/calls';
import { partnerStatuses, type PartnerClientEdit, type PartnerStatus } from '@contracts/backoffice/partners/partner-client';
import { DialogError } from './dialog-error';
import { useIsMobile } from '../../../shared/use-is-mobile';

type Props = { client: PartnerClient; saving: boolean; error: unknown; onSave: (edit: PartnerClientEdit) => void; onClose: () => void };

// Journey admins' edit of an approved client: its partner status and original title; only what changed is sent.
export function PartnerEditDialog({ client, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation('partners');
  const mobile = useIsMobile();
  const [status, setStatus] = useState<PartnerStatus | ''>(client.status ?? '');
  const [title, setTitle] = useState(client.originalTitle ?? '');
  const edit: PartnerClientEdit = {
    ...(status && status !== client.status ? { status } : {}),
    ...(title.trim() !== (client.originalTitle ?? '') ? { originalTitle: title.trim() } : {}),
  };
  const changed = Object.keys(edit).length > 0;
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs" aria-labelledby="partner-edit-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onSave(edit);
        }}
      >
        <DialogTitle id="partner-edit-title">{t('editTitle', { name: client.fullName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField select label={t('column.status')} value={status} onChange={(e) => setStatus(e.target.value as PartnerStatus)} autoFocus>
              {partnerStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('column.originalTitle')} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <DialogError error={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!changed} loading={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
