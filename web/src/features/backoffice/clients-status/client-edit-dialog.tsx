import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ClientRow, ClientsAnswer } from '@contracts/backoffice/clients-status/calls';
import { translateMessage } from '../../../app/i18n';
import { errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { planLabel, statusLabel } from '../../coaching/journey/list-labels';
import { amountProblem, changesOf, draftOf, type ClientDraft } from './client-draft';

type Props = {
  client: ClientRow;
  lists: Pick<ClientsAnswer, 'statuses' | 'plans' | 'CSManagers'>;
  saving: boolean;
  error: unknown;
  onSave: (newData: NonNullable<ReturnType<typeof changesOf>>) => void;
  onClose: () => void;
};

// A list with the client's current value on it (a status named before a rename stays choosable).
const withCurrent = (list: readonly string[], current: string) => (current && !list.includes(current) ? [...list, current] : list);

// The client admin's edit of one client: amount, manager, status and plan; only what changed is sent.
export function ClientEditDialog({ client, lists, saving, error, onSave, onClose }: Props) {
  const { t } = useTranslation('clientsStatus');
  const { t: tj } = useTranslation('journey');
  const mobile = useIsMobile();
  const [draft, setDraft] = useState<ClientDraft>(() => draftOf(client));
  const problem = amountProblem(draft.amount);
  const changes = problem ? null : changesOf(client, draft);
  const set = (field: keyof ClientDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs" aria-labelledby="client-edit-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changes) onSave(changes);
        }}
      >
        <DialogTitle id="client-edit-title">{t('dialog.title', { name: client.name || client.email || '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('dialog.amount')}
              value={draft.amount}
              onChange={set('amount')}
              error={problem !== null}
              helperText={problem ? translateMessage(problem) : t('dialog.amountHint')}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              autoFocus
            />
            <TextField select label={t('dialog.manager')} value={draft.manager} onChange={set('manager')}>
              <MenuItem value="">{t('noManager')}</MenuItem>
              {lists.CSManagers.map((m) => (
                <MenuItem key={m._id} value={m._id}>
                  {m.name || m.email}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('dialog.status')} value={draft.status} onChange={set('status')}>
              {withCurrent(lists.statuses, client.status ?? '').map((s) => (
                <MenuItem key={s} value={s}>
                  {statusLabel(tj, s)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('dialog.plan')} value={draft.plan} onChange={set('plan')}>
              {withCurrent(lists.plans, client.plan ?? '').map((p) => (
                <MenuItem key={p} value={p}>
                  {planLabel(tj, p)}
                </MenuItem>
              ))}
            </TextField>
            {error ? (
              <Alert severity="error" role="alert">
                {errorText(error, t('saveFailed'))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!changes} loading={saving} title={changes ? undefined : t('dialog.unchanged')}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
