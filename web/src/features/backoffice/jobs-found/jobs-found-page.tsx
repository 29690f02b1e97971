import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { jobsFoundTable } from '@contracts/backoffice/jobs-found/jobs-table';
import type { FoundJob } from '@contracts/backoffice/jobs-found/calls';
import { AccessGate } from '../../../shell/access-gate';
import { DataTable } from '../../../shared/data-table/data-table';
import { TableEmpty } from '../../../shared/data-table/table-empty';
import { tableAnswer, tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { jobsFoundApi } from './jobs-found-api';

type Column = (typeof jobsFoundTable.columns)[number]['key'];
const NO_FILTERS = {};

const useRenderers = (): Partial<Record<Column, (j: FoundJob) => ReactNode>> => {
  const { t } = useTranslation('jobsFound');
  return useMemo(
    () => ({
      clientName: (j) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {j.clientName || '—'}
        </Typography>
      ),
      type: (j) => (t as (key: string, o: object) => string)(`kind.${j.type}`, { defaultValue: j.type }),
    }),
    [t],
  );
};

const NoJobs = () => {
  const { t } = useTranslation('jobsFound');
  return <TableEmpty icon={<WorkOutlineOutlined />} title={t('empty')} hint={t('emptyHint')} />;
};

function JobsFound() {
  const { t } = useTranslation('jobsFound');
  const [view, setView] = useTableView(jobsFoundTable);
  const input = tableRequest(view, NO_FILTERS);
  const query = jobsFoundApi.useGetJobsFoundDataQuery(input, { refetchOnMountOrArgChange: true });
  const { data } = query;
  const renderers = useRenderers();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      </Box>
      <DataTable
        table={jobsFoundTable}
        namespace="jobsFound"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={NO_FILTERS}
        onExtraSearchChange={() => undefined}
        {...tableAnswer(query)}
        renderCell={renderers}
        empty={view.search ? undefined : <NoJobs />}
        csv={{ call: 'getJobsFoundData', input }}
      />
    </Container>
  );
}

// Staff: the jobs the clients found or signed, newest first, searched and exported.
export const JobsFoundPage = () => {
  const { t } = useTranslation('jobsFound');
  return (
    <AccessGate access="staff" icon={<WorkOutlineOutlined />} title={t('title')}>
      <JobsFound />
    </AccessGate>
  );
};
