import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { PartnerClient, SynamediaAnswer } from '@contracts/backoffice/partners/calls';
import { partnerStatusColours, type PartnerClientEdit, type PartnerStatus } from '@contracts/backoffice/partners/partner-client';
import { AccessGate } from '../../../shell/access-gate';
import { errorText } from '../../../shared/api-error';
import { dateText } from '../../../shared/format';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotices } from '../../../shared/use-notices';
import { EmailsDialog } from './emails-dialog';
import { PartnerAdminPanel } from './partner-admin-panel';
import { PartnerEditDialog } from './partner-edit-dialog';
import { partnersApi } from './partners-api';
import { StatusPie } from './status-pie';

type SortKey = 'fullName' | 'approveDate' | 'status';
const day = (iso: string | null, language: string) => (iso ? dateText(iso, language) : '—');

function Waiting({ clients }: { clients: readonly PartnerClient[] }) {
  const { t, i18n } = useTranslation('partners');
  const notices = useNotices();
  const [approve, { isLoading, originalArgs, error }] = partnersApi.useApproveSynamediaClientMutation();
  const go = async (c: PartnerClient) => {
    const done = await approve({ clientId: c._id }).unwrap().catch(() => null);
    if (done) notices.snackbar(t('first.approved', { name: c.fullName }));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-labelledby="partner-waiting">
      <Typography id="partner-waiting" variant="h6" component="h2">
        {t('first.waiting')} ({clients.length})
      </Typography>
      {error ? <Alert severity="error">{errorText(error, t('saveFailed'))}</Alert> : null}
      {clients.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('first.waitingEmpty')}</Typography>
      ) : (
        <List dense>
          {clients.map((c) => (
            <ListItem
              key={c._id}
              divider
              // room for the Approve button, so a long address ends in an ellipsis before it
              sx={{ paddingInlineEnd: 14 }}
              secondaryAction={
                <Button size="small" variant="contained" aria-label={t('first.approveName', { name: c.fullName })} loading={isLoading && originalArgs?.clientId === c._id} onClick={() => void go(c)}>
                  {t('first.approve')}
                </Button>
              }
            >
              <ListItemText
                primary={c.fullName}
                secondary={<bdi>{c.email ?? day(c.datecreated, i18n.language)}</bdi>}
                sx={{ minWidth: 0 }}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function ApprovedTable({ answer }: { answer: SynamediaAnswer }) {
  const { t, i18n } = useTranslation('partners');
  const notices = useNotices();
  const [status, setStatus] = useState<PartnerStatus | ''>('');
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean }>({ key: 'approveDate', asc: false });
  const [editing, setEditing] = useState<PartnerClient | null>(null);
  const [update, { isLoading: saving, error, reset }] = partnersApi.useUpdateSynamediaClientDataMutation();
  const rows = useMemo(() => {
    const shown = answer.approvedClients.filter((c) => !status || c.status === status);
    const value = (c: PartnerClient) => c[sort.key] ?? '';
    return [...shown].sort((a, b) => value(a).localeCompare(value(b), i18n.language) * (sort.asc ? 1 : -1));
  }, [answer.approvedClients, status, sort, i18n.language]);
  const header = (key: SortKey) => (
    <TableSortLabel active={sort.key === key} direction={sort.key === key && sort.asc ? 'asc' : 'desc'} onClick={() => setSort((s) => ({ key, asc: s.key === key ? !s.asc : true }))}>
      {t(`column.${key}`)}
    </TableSortLabel>
  );
  const save = async (edit: PartnerClientEdit) => {
    if (!editing) return;
    const done = await update({ id: editing._id, newData: edit }).unwrap().catch(() => null);
    if (!done) return;
    setEditing(null);
    notices.snackbar(t('saved'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="partner-table">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1 }}>
        <Typography id="partner-table" variant="h6" component="h2">
          {t('first.table')} ({answer.approvedClients.length})
        </Typography>
        <TextField select size="small" label={t('first.filterStatus')} value={status} onChange={(e) => setStatus(e.target.value as PartnerStatus | '')} sx={{ width: { xs: '100%', sm: 240 } }}>
          <MenuItem value="">{t('first.allStatuses')}</MenuItem>
          {answer.statuses.map((s) => (
            <MenuItem key={s.name} value={s.name}>
              {t(`status.${s.name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('first.tableEmpty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="partner-table">
            <TableHead>
              <TableRow>
                <TableCell>{header('fullName')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('column.email')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('column.originalTitle')}</TableCell>
                <TableCell>{header('status')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{header('approveDate')}</TableCell>
                {answer.isAdmin && <TableCell>{t('column.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c._id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{c.fullName}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <bdi>{c.email ?? '—'}</bdi>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{c.originalTitle ?? '—'}</TableCell>
                  <TableCell>
                    {c.status ? <Chip size="small" label={t(`status.${c.status}`)} sx={{ bgcolor: partnerStatusColours[c.status], color: '#fff' }} /> : '—'}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{day(c.approveDate, i18n.language)}</TableCell>
                  {answer.isAdmin && (
                    <TableCell>
                      <IconButton
                        size="small"
                        color="primary"
                        aria-label={t('edit', { name: c.fullName })}
                        onClick={() => {
                          reset();
                          setEditing(c);
                        }}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <PartnerEditDialog client={editing} saving={saving} error={error} onSave={(edit) => void save(edit)} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation('partners');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = partnersApi.useGetSynamediaClientsQuery({}, { refetchOnMountOrArgChange: true });
  const [settings, setSettings] = useState(false);
  const [saveEmails, emails] = partnersApi.useUpdateSynamediaEmailsListMutation();
  if (isLoading) return <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} aria-label={t('first.title')} />;
  if (error || !data) return <LoadFailed text={errorText(error, t('loadFailed'))} onRetry={() => void refetch()} />;
  const slices = data.chartStatusesData.map((s) => ({ ...s, name: t(`status.${s.name}`) }));
  const pieLabel = t('first.pieLabel', { list: slices.map((s) => `${s.name} ${s.value}`).join(', ') });
  return (
    <>
      {data.newFoundJob.length > 0 && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('first.foundJob', { count: data.newFoundJob.length, names: data.newFoundJob.join(', ') })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <Waiting clients={data.unapprovedClients} />
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-labelledby="partner-pie">
          <Typography id="partner-pie" variant="h6" component="h2">
            {t('first.pie')}
          </Typography>
          <StatusPie slices={slices} label={pieLabel} rtl={i18n.dir() === 'rtl'} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 200 }} component="section" aria-labelledby="partner-prepaid">
          <Typography id="partner-prepaid" variant="h6" component="h2">
            {t('first.prepaid')}
          </Typography>
          {data.prepaid.total === 0 ? (
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('first.noPackages')}</Typography>
          ) : (
            <>
              <Typography sx={{ fontSize: 40, fontWeight: 700 }}>
                {/* a fraction reads left to right in Hebrew too */}
                <span dir="ltr" data-testid="prepaid">
                  {t('first.prepaidValue', { remaining: data.prepaid.remaining, total: data.prepaid.total })}
                </span>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('first.prepaidHint')}
              </Typography>
            </>
          )}
        </Paper>
      </Stack>
      <ApprovedTable answer={data} />
      {data.isAdmin && <PartnerAdminPanel />}
      {data.isAdmin && (
        <Box sx={{ mt: 2 }}>
          <Button
            startIcon={<SettingsOutlined />}
            onClick={() => {
              emails.reset();
              setSettings(true);
            }}
          >
            {t('settings')}
          </Button>
        </Box>
      )}
      {settings && (
        <EmailsDialog
          emails={data.synamediaEmails}
          saving={emails.isLoading}
          error={emails.error}
          onClose={() => setSettings(false)}
          onSave={(list) =>
            void saveEmails({ synamediaEmails: list })
              .unwrap()
              .then(() => {
                setSettings(false);
                notices.snackbar(t('saved'));
              })
              .catch(() => null)
          }
        />
      )}
    </>
  );
}

// The first partner's dashboard (/synamediaClients): its users and journey admins.
export const SynamediaPage = () => {
  const { t } = useTranslation('partners');
  return (
    <AccessGate access={['journeyAdmin', 'firstPartner']} icon={<HandshakeOutlined />} title={t('first.title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('first.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('first.subtitle')}</Typography>
        <Dashboard />
      </Container>
    </AccessGate>
  );
};
