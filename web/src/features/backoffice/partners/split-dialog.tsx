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
import type { BflClient } from '@contracts/backoffice/partners/calls';
import { partnerPartSchema, talentPartOf } from '@contracts/backoffice/partners/partner-client';
import { translateMessage } from '../../../app/i18n';
import { DialogError } from './dialog-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { shekels } from './shekels';

export type SplitSave = { bflPart?: number; approve?: boolean; paid?: boolean };
type Props = { client: BflClient; saving: boolean; error: unknown; onSave: (save: SplitSave) => void; onClose: () => void };

// The second partner's split of one client: the partner's part typed, the talent's part computed
// (read-only, the server computes it again); Save, Save + Approve, then the talent paid.
export function SplitDialog({ client, saving, error, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation('partners');
  const mobile = useIsMobile();
  const [typed, setTyped] = useState(client.bflPart === null ? '' : String(client.bflPart));
  const parsed = typed.trim() === '' ? null : partnerPartSchema.safeParse(Number(typed));
  const problem = parsed && !parsed.success ? translateMessage(parsed.error.issues[0]!.message) : client.totalPay !== null && parsed?.success && parsed.data > client.totalPay ? t('messages.PartnerPartAboveTotal') : null;
  const part = parsed?.success && !problem ? parsed.data : null;
  const talent = client.totalPay !== null && part !== null ? talentPartOf(client.totalPay, part) : null;
  const changed = part !== null && part !== client.bflPart;
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs" aria-labelledby="split-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onSave({ bflPart: part });
        }}
      >
        <DialogTitle id="split-title">{t('editTitle', { name: client.fullName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {client.totalPay === null && <Alert severity="info">{t('noTotalPay')}</Alert>}
            <TextField label={t('column.totalPay')} value={client.totalPay === null ? '—' : shekels(client.totalPay, i18n.language)} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label={t('column.bflPart')}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={problem !== null}
              helperText={problem ?? t('bflPartHint')}
              disabled={client.totalPay === null}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              autoFocus
            />
            <TextField label={t('column.talentPart')} value={talent === null ? '—' : shekels(talent, i18n.language)} helperText={t('talentPartHint')} slotProps={{ input: { readOnly: true } }} />
            <DialogError error={error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {client.approved && !client.talentPayed && (
            <Button variant="outlined" loading={saving} onClick={() => onSave({ paid: true })}>
              {t('second.markPaid')}
            </Button>
          )}
          {!client.approved && (
            <Button variant="outlined" loading={saving} disabled={part === null && client.bflPart === null} onClick={() => onSave({ ...(changed ? { bflPart: part } : {}), approve: true })}>
              {t('second.saveApprove')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!changed} loading={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
