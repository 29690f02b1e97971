import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import type { FilterValues } from '@contracts/core/data-table';
import type { Report, ReportType } from '@contracts/marketplace/reports/report';
import { reportsTable, type ReportsColumn } from '@contracts/marketplace/reports/reports-table';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { TableEmpty } from '../../../shared/data-table/address-range';
import { DataTable } from '../../../shared/data-table/data-table';
import { tableAnswer, tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { StaffPage } from '../../../shared/staff-page';
import { useNotices } from '../../../shared/use-notices';
import { reportsApi } from './reports-api';

type Action = 'ignore' | 'deleteUser' | 'deleteJob' | 'deleteObject';
type Pending = { action: Action; report: Report };

// What an admin may do with a report (marketplace spec §6): ignore it; delete the person (the profile
// reported, or the job's owner), the job, or the review or interview.
const actionsOf = (report: Report): Action[] => [
  'ignore',
  ...(report.objectOwner ? (['deleteUser'] as const) : []),
  ...(report.type === 'job' ? (['deleteJob'] as const) : []),
  ...(report.type === 'review' || report.type === 'interview' ? (['deleteObject'] as const) : []),
];

function ReportsTable() {
  const { t } = useTranslation('reports');
  const notices = useNotices();
  const [view, setView] = useTableView(reportsTable);
  const [filters, setFilters] = useState<Partial<FilterValues<typeof reportsTable.filters>>>({});
  const request = tableRequest(view, filters);
  const query = reportsApi.useGetReportsQuery(request, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const [ignore, ignoring] = reportsApi.useIgnoreReportMutation();
  const [deleteUser, deletingUser] = reportsApi.useDeleteReportedUserMutation();
  const [deleteJob, deletingJob] = reportsApi.useDeleteReportedJobMutation();
  const [deleteObject, deletingObject] = reportsApi.useDeleteReportedObjectMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = ignoring.isLoading || deletingUser.isLoading || deletingJob.isLoading || deletingObject.isLoading;

  const act = async ({ action, report }: Pending) => {
    const reportId = report._id;
    try {
      if (action === 'ignore') await ignore({ reportId }).unwrap();
      else if (action === 'deleteUser') await deleteUser({ reportId, reportedId: report.objectOwner ?? report.object }).unwrap();
      else if (action === 'deleteJob') await deleteJob({ reportId, reportedId: report.object }).unwrap();
      else await deleteObject({ reportId, reportedId: report.object, type: report.type as 'review' | 'interview', company: report.company }).unwrap();
      notices.snackbar(t(`done.${action}`, { type: t(`type.${report.type}`) }));
    } catch (failure) {
      notices.error(failure);
    }
    setPending(null);
  };

  const renderers = useMemo<Partial<Record<ReportsColumn, (report: Report) => ReactNode>>>(
    () => ({
      type: (report) => <Chip size="small" variant="outlined" label={t(`type.${report.type}`)} />,
      reason: (report) => t(`reason.${report.reason as 'Spam'}`, { defaultValue: report.reason }),
      // the actions beside what they act on, where a wide table never hides them
      objectLabel: (report) => (
        <Stack spacing={0.75} sx={{ minWidth: 220 }}>
          <Typography variant="body2" dir="auto" sx={{ fontWeight: 600 }}>
            {report.objectLabel ?? t('unnamed', { id: report.object })}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            {actionsOf(report).map((action) => (
              <Button
                key={action}
                size="small"
                variant={action === 'ignore' ? 'outlined' : 'contained'}
                color={action === 'ignore' ? 'inherit' : 'error'}
                onClick={() => setPending({ action, report })}
                aria-label={t(`actionNamed.${action}`, { name: report.objectLabel ?? report.object, type: t(`type.${report.type}`) })}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t(`action.${action}`, { type: t(`type.${report.type}`) })}
              </Button>
            ))}
          </Stack>
        </Stack>
      ),
      reporterName: (report) => report.reporterName ?? t('deletedAccount'),
      text: (report) => (
        <Typography variant="body2" component="span" dir="auto" title={report.text ?? ''} sx={{ display: 'block', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {report.text || '—'}
        </Typography>
      ),
    }),
    [t],
  );

  const typeLabel = (type: ReportType) => t(`type.${type}`);
  return (
    <>
      <DataTable
        table={reportsTable}
        namespace="reports"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={filters}
        onExtraSearchChange={(next) => setFilters({ ...filters, ...next })}
        optionLabel={(_filter, value) => typeLabel(value as ReportType)}
        {...tableAnswer(query)}
        renderCell={renderers}
        empty={view.search ? undefined : <TableEmpty icon={<OutlinedFlag />} title={t('empty')} hint={t('emptyHint')} />}
        csv={{ call: 'getReports', input: request }}
      />
      {pending && (
        <ConfirmDialog
          open
          title={t(`confirm.${pending.action}.title`, { type: typeLabel(pending.report.type) })}
          text={t(`confirm.${pending.action}.text`, { name: pending.report.objectLabel ?? pending.report.object, owner: pending.report.objectOwnerName ?? '', type: typeLabel(pending.report.type) })}
          confirmLabel={t(`action.${pending.action}`, { type: typeLabel(pending.report.type) })}
          danger={pending.action !== 'ignore'}
          busy={busy}
          onConfirm={() => void act(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}

// Admins: the reports waiting, each ignored or acted on after a confirmation.
export const ReportsPage = () => {
  const { t } = useTranslation('reports');
  return (
    <StaffPage access="admin" icon={<OutlinedFlag />} title={t('title')} subtitle={t('subtitle')}>
      <ReportsTable />
    </StaffPage>
  );
};
