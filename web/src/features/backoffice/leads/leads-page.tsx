import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CallOutlined from '@mui/icons-material/CallOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { FOLLOW_UP_STATUS, phoneLinks, type Lead } from '@contracts/backoffice/leads/lead';
import { defaultLeadRange, leadsTable, type LeadsColumn } from '@contracts/backoffice/leads/leads-table';
import { AccessGate } from '../../../shell/access-gate';
import { TableEmpty, useAddressRange } from '../../../shared/data-table/address-range';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableAnswer, tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { useNotices } from '../../../shared/use-notices';
import { LeadDialog, type LeadDialogMode } from './lead-dialog';
import { emptyLead, formOf, type LeadForm } from './lead-form';
import { leadsApi } from './leads-api';

const statusColor = (status: string) => (status === FOLLOW_UP_STATUS ? 'warning' : status === 'signed' ? 'success' : status === 'not relevant' ? 'secondary' : 'info');

function PhoneCell({ phone }: { phone: string }) {
  const { t } = useTranslation('leads');
  const { t: shared } = useTranslation();
  if (!phone.trim()) return <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>—</Typography>;
  const links = phoneLinks(phone);
  if (!links)
    return (
      <Stack component="span">
        <span dir="ltr">{phone}</span>
        <Typography component="span" variant="caption" sx={{ color: 'error.dark' }}>
          {shared('dataTable.invalidPhone')}
        </Typography>
      </Stack>
    );
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.25 }}>
      <span dir="ltr">{phone}</span>
      <IconButton size="small" href={links.call} aria-label={t('row.call', { phone })}>
        <CallOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" href={links.whatsApp} target="_blank" rel="noopener noreferrer" aria-label={t('row.whatsApp', { phone })}>
        <WhatsApp fontSize="small" />
      </IconButton>
    </Stack>
  );
}

type Dialog = { lead: LeadForm; mode: LeadDialogMode; key: number };

function LeadsTable() {
  const { t } = useTranslation('leads');
  const notices = useNotices();
  const { range, onRangeChange } = useAddressRange(defaultLeadRange(new Date()));
  const [view, setView] = useTableView(leadsTable);
  const request = tableRequest(view, range);
  const query = leadsApi.useGetLeadsDataQuery(request, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const [saveLead, saving] = leadsApi.useCreateEditLeadMutation();
  const [deleteLead, deleting] = leadsApi.useDeleteLeadMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (lead: LeadForm, mode: LeadDialogMode) => setDialog({ lead, mode, key: Date.now() });

  const renderers = useMemo<Partial<Record<LeadsColumn, (lead: Lead) => ReactNode>>>(
    () => ({
      name: (lead) => {
        const name = lead.name || t('row.noName');
        return (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
            <Link component="button" type="button" onClick={() => open(formOf(lead), 'edit')} sx={{ fontWeight: 600, textAlign: 'start' }}>
              {name}
            </Link>
            <Tooltip title={t('row.edit', { name })}>
              <IconButton size="small" onClick={() => open(formOf(lead), 'edit')} aria-label={t('row.edit', { name })}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('row.delete', { name })}>
              <IconButton size="small" onClick={() => open(formOf(lead), 'delete')} aria-label={t('row.delete', { name })}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      },
      phone: (lead) => <PhoneCell phone={lead.phone} />,
      communicationChannel: (lead) => t(`channel.${lead.communicationChannel as 'email'}`, { defaultValue: lead.communicationChannel }),
      // the colour on the border, the text in the body's colour: it reads on white and on a hovered row (WCAG AA 4.5:1)
      status: (lead) => (lead.status ? <Chip size="small" variant="outlined" color={statusColor(lead.status)} label={lead.status} sx={{ color: 'text.primary' }} /> : '—'),
      relevant: (lead) => t(`relevance.${lead.relevant as ''}`, { defaultValue: lead.relevant }),
      summary: (lead) => (
        <Typography variant="body2" component="span" title={lead.summary} sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {lead.summary || '—'}
        </Typography>
      ),
    }),
    [t],
  );

  const onSave = async (newData: Parameters<typeof saveLead>[0]['newData']) => {
    const saved = await saveLead({ newData, searchParams: request }).unwrap();
    notices.snackbar(t('saved'));
    setDialog(null);
    return saved;
  };
  const onDelete = async (id: string) => {
    await deleteLead({ id, searchParams: request }).unwrap();
    notices.snackbar(t('deleted'));
    setDialog(null);
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1.5 }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open(emptyLead(), 'edit')}>
          {t('add')}
        </Button>
      </Stack>
      <DataTable
        table={leadsTable}
        namespace="leads"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={range}
        onExtraSearchChange={onRangeChange}
        {...tableAnswer(query)}
        renderCell={renderers}
        empty={view.search ? undefined : <TableEmpty icon={<ContactPhoneOutlined />} title={t('empty')} hint={t('emptyHint')} />}
        csv={{ call: 'getLeadsData', input: request }}
      />
      {dialog && (
        <LeadDialog
          key={dialog.key}
          open
          mode={dialog.mode}
          lead={dialog.lead}
          staff={data?.CSManagers ?? []}
          statuses={data?.questionnaireStatuses ?? []}
          busy={saving.isLoading || deleting.isLoading}
          onSave={onSave}
          onDelete={onDelete}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

// Staff: the leads of a range of days, searched and sorted, added, edited, deleted and exported.
export const LeadsPage = () => {
  const { t } = useTranslation('leads');
  return (
    <AccessGate access="staff" icon={<ContactPhoneOutlined />} title={t('title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
        </Box>
        <LeadsTable />
      </Container>
    </AccessGate>
  );
};
