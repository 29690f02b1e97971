import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { clientsTable, type ClientsColumn } from '@contracts/backoffice/clients-status/clients-table';
import type { ClientRow } from '@contracts/backoffice/clients-status/calls';
import { AccessGate } from '../../../shell/access-gate';
import { DataTable } from '../../../shared/data-table/data-table';
import { TableEmpty } from '../../../shared/data-table/table-empty';
import { tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { useNotices } from '../../../shared/use-notices';
import { HistoryDialog } from '../../coaching/journey/history-dialog';
import { planLabel, statusLabel } from '../../coaching/journey/list-labels';
import { clientsStatusApi } from './clients-status-api';
import { ClientEditDialog } from './client-edit-dialog';
import { filtersOf, paramsOf, rangeIsWrong } from './clients-range';

const useRenderers = (): Partial<Record<ClientsColumn, (c: ClientRow) => ReactNode>> => {
  const { t } = useTranslation('journey');
  return useMemo(
    () => ({
      name: (c) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {c.name || '—'}
        </Typography>
      ),
      status: (c) => (c.status ? <Chip size="small" variant="outlined" label={statusLabel(t, c.status)} /> : '—'),
      plan: (c) => (c.plan ? planLabel(t, c.plan) : '—'),
      manager: (c) => c.manager ?? '—',
    }),
    [t],
  );
};

const NoClients = () => {
  const { t } = useTranslation('clientsStatus');
  return <TableEmpty icon={<GroupsOutlined />} title={t('empty')} hint={t('emptyHint')} />;
};

function ClientsStatus() {
  const { t } = useTranslation('clientsStatus');
  const { t: tj } = useTranslation('journey');
  const notices = useNotices();
  const [params, setParams] = useSearchParams();
  // the filters live in the address (a link may name the plan: ?plan=standard pro)
  const filters = filtersOf(params, new Date());
  const wrong = rangeIsWrong(filters);
  const [view, setView] = useTableView(clientsTable);
  const input = tableRequest(view, filters);
  const { data, isFetching, error, refetch } = clientsStatusApi.useGetSynamediaClientsDataQuery(input, { skip: wrong, refetchOnMountOrArgChange: true });
  const answer = wrong ? undefined : data;
  const [edit, { isLoading: saving, error: saveError, reset }] = clientsStatusApi.useEditClientsDataMutation();
  const [history, setHistory] = useState<ClientRow | null>(null);
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const renderers = useRenderers();
  const isCAdmin = answer?.isCAdmin ?? false;
  const nameOf = (c: ClientRow) => c.name || c.email || c._id;

  const rowActions = useMemo(
    () => ({
      label: t('actions'),
      render: (c: ClientRow) => (
        <Stack direction="row" sx={{ gap: 0.5 }}>
          <Tooltip title={t('history', { name: nameOf(c) })}>
            <IconButton size="small" aria-label={t('history', { name: nameOf(c) })} onClick={() => setHistory(c)}>
              <HistoryOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {isCAdmin && (
            <Tooltip title={t('edit', { name: nameOf(c) })}>
              <IconButton size="small" color="primary" aria-label={t('edit', { name: nameOf(c) })} onClick={() => {
                  reset();
                  setEditing(c);
                }}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    }),
    [t, isCAdmin, reset],
  );

  const save = async (newData: Parameters<typeof edit>[0]['newData']) => {
    if (!editing) return;
    const done = await edit({ id: editing._id, newData, searchParams: input }).unwrap().catch(() => null);
    if (!done) return;
    setEditing(null);
    notices.snackbar(t('dialog.saved'));
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
        {answer && !isCAdmin && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('readOnly')}
          </Typography>
        )}
      </Box>
      <DataTable
        table={clientsTable}
        namespace="clientsStatus"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={filters}
        onExtraSearchChange={(next) => setParams(paramsOf({ ...filters, ...next }), { replace: true })}
        filterErrors={wrong ? { to: t('rangeProblem') } : undefined}
        filterOptions={answer ? { status: answer.statuses, plan: answer.plans } : undefined}
        optionLabel={(filter, value) => (filter === 'status' ? statusLabel(tj, value) : filter === 'plan' ? planLabel(tj, value) : value)}
        answer={answer}
        fetching={!wrong && isFetching}
        error={wrong ? undefined : error}
        onRetry={() => void refetch()}
        renderCell={renderers}
        rowActions={rowActions}
        empty={view.search ? undefined : <NoClients />}
        csv={wrong ? undefined : { call: 'getSynamediaClientsData', input }}
      />
      {history && <HistoryDialog userId={history._id} open onClose={() => setHistory(null)} />}
      {editing && answer && <ClientEditDialog client={editing} lists={answer} saving={saving} error={saveError} onSave={(newData) => void save(newData)} onClose={() => setEditing(null)} />}
    </Container>
  );
}

// Staff: the journey clients by the day their journey started, their status, plan, manager and
// amount; the client admin edits the last four.
export const ClientsStatusPage = () => {
  const { t } = useTranslation('clientsStatus');
  return (
    <AccessGate access="staff" icon={<GroupsOutlined />} title={t('title')}>
      <ClientsStatus />
    </AccessGate>
  );
};
