import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { homeToday } from '@contracts/backoffice/clients-status/clients-table';
import { defaultInterviewsFrom, interviewsReportTable } from '@contracts/backoffice/interviews-report/report-table';
import type { ReportInterview } from '@contracts/backoffice/interviews-report/calls';
import { AccessGate } from '../../../shell/access-gate';
import { DataTable } from '../../../shared/data-table/data-table';
import { TableEmpty } from '../../../shared/data-table/table-empty';
import { tableRequest, useTableView } from '../../../shared/data-table/table-view';
import { interviewsReportApi } from './interviews-report-api';
import { WeeklyDialog } from './weekly-dialog';

type Column = (typeof interviewsReportTable.columns)[number]['key'];
type Range = { from: string; to?: string };

const renderers: Partial<Record<Column, (i: ReportInterview) => ReactNode>> = {
  clientName: (i) => (
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
      {i.clientName || '—'}
    </Typography>
  ),
  status: (i) => (i.status ? <Chip size="small" variant="outlined" label={i.status} /> : '—'),
};

const NoInterviews = () => {
  const { t } = useTranslation('interviewsReport');
  return <TableEmpty icon={<RecordVoiceOverOutlined />} title={t('empty')} hint={t('emptyHint')} />;
};

function InterviewsReport() {
  const { t } = useTranslation('interviewsReport');
  const [params, setParams] = useSearchParams();
  // the range lives in the address: one year back with no end unless chosen
  const range: Range = useMemo(() => {
    const to = params.get('to') || undefined;
    return { from: params.get('from') || defaultInterviewsFrom(homeToday(new Date())), ...(to ? { to } : {}) };
  }, [params]);
  const wrong = range.to !== undefined && range.from > range.to;
  const [view, setView] = useTableView(interviewsReportTable);
  const input = tableRequest(view, range);
  const { data, isFetching, error, refetch } = interviewsReportApi.useGetInterviewsReportDataQuery(input, { skip: wrong, refetchOnMountOrArgChange: true });
  const [weekly, setWeekly] = useState(false);
  const answer = wrong ? undefined : data;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 1.5, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<ShowChartOutlined />} onClick={() => setWeekly(true)} disabled={wrong} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {t('weekly')}
        </Button>
      </Stack>
      <DataTable
        table={interviewsReportTable}
        namespace="interviewsReport"
        label={t('title')}
        view={view}
        onViewChange={setView}
        extraSearch={range}
        onExtraSearchChange={(next) => setParams(Object.fromEntries(Object.entries({ ...range, ...next }).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')), { replace: true })}
        filterErrors={wrong ? { to: t('rangeProblem') } : undefined}
        answer={answer}
        fetching={!wrong && isFetching}
        error={wrong ? undefined : error}
        onRetry={() => void refetch()}
        renderCell={renderers}
        empty={view.search ? undefined : <NoInterviews />}
        csv={wrong ? undefined : { call: 'getInterviewsReportData', input }}
      />
      {weekly && <WeeklyDialog input={{ extraSearch: range, ...(view.search ? { search: view.search } : {}), ...(view.fieldsToSearch.length ? { fieldsToSearch: view.fieldsToSearch } : {}) }} onClose={() => setWeekly(false)} />}
    </Container>
  );
}

// Staff: every client's interviews by day, searched and exported, with the weekly totals.
export const InterviewsReportPage = () => {
  const { t } = useTranslation('interviewsReport');
  return (
    <AccessGate access="staff" icon={<RecordVoiceOverOutlined />} title={t('title')}>
      <InterviewsReport />
    </AccessGate>
  );
};
