import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { DialogError } from './dialog-error';
import { partnersApi } from './partners-api';

type Choice = { _id: string; name: string; email: string };
type PartnerChoice = 'first' | 'second' | 'none';
export const QUOTA_MAX = 10_000;
const today = () => new Date().toISOString().slice(0, 10);

// A package's count as the server takes it: a whole number from 1 to 10,000.
export const quotaCountError = (text: string): boolean => !/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > QUOTA_MAX;

function AssignClient() {
  const { t } = useTranslation('partners');
  const notices = useNotices();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isFetching } = partnersApi.useGetPartnerClientChoicesQuery({ search: deferred });
  const [client, setClient] = useState<Choice | null>(null);
  const [partner, setPartner] = useState<PartnerChoice>('first');
  const [confirming, setConfirming] = useState(false);
  const [assign, { isLoading, error, reset }] = partnersApi.useAssignPartnerClientMutation();
  const go = async () => {
    if (!client) return;
    const done = await assign({ clientId: client._id, partner: partner === 'none' ? null : partner }).unwrap().catch(() => null);
    setConfirming(false);
    if (!done) return;
    notices.snackbar(t('admin.assigned', { name: client.name, partner: t(`admin.partner.${partner}`) }));
    setClient(null);
  };
  return (
    <Stack component="form" spacing={1.5} sx={{ flex: 1, minWidth: 0 }} aria-labelledby="assign-title" onSubmit={(e) => (e.preventDefault(), client && (reset(), setConfirming(true)))}>
      <Typography id="assign-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('admin.assignTitle')}
      </Typography>
      <Autocomplete
        options={data?.list ?? []}
        value={client}
        onChange={(_e, value) => setClient(value)}
        inputValue={search}
        onInputChange={(_e, value) => setSearch(value)}
        filterOptions={(x) => x}
        loading={isFetching}
        getOptionLabel={(c) => `${c.name} (${c.email})`}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        noOptionsText={t('admin.noClients')}
        renderInput={(params) => <TextField {...params} label={t('admin.client')} required />}
      />
      <TextField select label={t('admin.partnerLabel')} value={partner} onChange={(e) => setPartner(e.target.value as PartnerChoice)}>
        {(['first', 'second', 'none'] as const).map((p) => (
          <MenuItem key={p} value={p}>
            {t(`admin.partner.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <DialogError error={error} />
      <Button type="submit" variant="contained" disabled={!client} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.assign')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.assignTitle')}
        text={t('admin.assignConfirm', { name: client?.name ?? '', partner: t(`admin.partner.${partner}`) })}
        confirmLabel={t('admin.assign')}
        cancelLabel={t('cancel')}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void go()}
      />
    </Stack>
  );
}

function AddPackage() {
  const { t } = useTranslation('partners');
  const notices = useNotices();
  const [count, setCount] = useState('');
  const [date, setDate] = useState(today);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [add, { isLoading, error, reset }] = partnersApi.useAddSynamediaQuotaMutation();
  const countWrong = quotaCountError(count);
  const dateWrong = !/^\d{4}-\d{2}-\d{2}$/.test(date);
  const go = async () => {
    const done = await add({ count: Number(count), date }).unwrap().catch(() => null);
    setConfirming(false);
    if (!done) return;
    notices.snackbar(t('admin.packageAdded', { count: Number(count) }));
    setCount('');
    setTried(false);
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ flex: 1, minWidth: 0 }}
      aria-labelledby="package-title"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (countWrong || dateWrong) return;
        reset();
        setConfirming(true);
      }}
    >
      <Typography id="package-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('admin.packageTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('admin.count')}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          required
          error={tried && countWrong}
          helperText={tried && countWrong ? t('messages.PartnerQuotaCount') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          sx={{ flex: 1 }}
        />
        <TextField label={t('admin.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} required error={tried && dateWrong} helperText={tried && dateWrong ? t('admin.dateRequired') : ' '} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
      </Stack>
      <DialogError error={error} />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('admin.addPackage')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('admin.packageTitle')}
        text={t('admin.packageConfirm', { count: Number(count), date })}
        confirmLabel={t('admin.addPackage')}
        cancelLabel={t('cancel')}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void go()}
      />
    </Stack>
  );
}

// Journey admins only: a journey client made a partner's client, and a prepaid package bought.
export function PartnerAdminPanel() {
  const { t } = useTranslation('partners');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label={t('admin.title')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <AssignClient />
        <AddPackage />
      </Stack>
    </Paper>
  );
}
