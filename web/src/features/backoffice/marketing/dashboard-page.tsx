import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { EChartsCoreOption } from 'echarts/core';
import type { Figures } from '@contracts/backoffice/marketing/calls';
import { addDays, PLATFORMS, type Platform } from '@contracts/backoffice/marketing/marketing';
import { LoadFailed } from '../../../shared/load-failed';
import { StaffPage } from '../../../shared/staff-page';
import { belgradeNow } from './calendar-dates';
import { marketingApi } from './marketing-api';
import { MarketingLinks } from './marketing-links';

const MarketingChart = lazy(() => import('./marketing-chart').then((m) => ({ default: m.MarketingChart })));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

// Bars of impressions and questionnaires for each key (a type, a platform, a day).
const barsOf = (rows: (Figures & { key: string })[], names: { impressions: string; questionnaires: string }) => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 56, right: 56, top: 36, bottom: 36 },
  xAxis: { type: 'category', data: rows.map((r) => r.key) },
  yAxis: [{ type: 'value', name: names.impressions }, { type: 'value', name: names.questionnaires }],
  series: [
    { name: names.impressions, type: 'bar', data: rows.map((r) => r.impressions), itemStyle: { color: '#1565c0' } },
    { name: names.questionnaires, type: 'bar', yAxisIndex: 1, data: rows.map((r) => r.questionnairesCount), itemStyle: { color: '#2e7d32' } },
  ],
});

function Chart({ title, option, height = 280 }: { title: string; option: EChartsCoreOption; height?: number }) {
  const { t } = useTranslation('marketing');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <MarketingChart option={option} height={height} label={t('dashboard.chart', { what: title })} />
      </Suspense>
    </Paper>
  );
}

// Staff: what the published posts brought over some days, in all, by post type, platform and day.
function Dashboard() {
  const { t, i18n } = useTranslation('marketing');
  const today = belgradeNow().day;
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const [system, setSystem] = useState<Platform | ''>('');
  const { data, isFetching, error, refetch } = marketingApi.useGetMPublishQuery({ ...range, ...(system ? { system } : {}) });
  const number = new Intl.NumberFormat(i18n.language);
  const names = { impressions: t('dashboard.impressions'), questionnaires: t('dashboard.questionnaires') };
  const totals = data?.totals;
  return (
    <Stack sx={{ gap: 2 }}>
      <MarketingLinks here="dashboard" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <TextField type="date" size="small" label={t('dashboard.from')} value={range.from} onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }} />
        <TextField type="date" size="small" label={t('dashboard.to')} value={range.to} onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }} />
        <TextField select size="small" label={t('dashboard.platform')} value={system} onChange={(e) => setSystem(e.target.value as Platform | '')} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('dashboard.allPlatforms')}</MenuItem>
          {PLATFORMS.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <LoadFailed text={t('dashboard.failed')} onRetry={() => void refetch()} />}
      {!data && isFetching && <Skeleton variant="rounded" height={300} />}
      {totals && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('dashboard.publishes')} value={number.format(totals.publishes)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('dashboard.impressions')} value={number.format(totals.impressions)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('dashboard.questionnaires')} value={number.format(totals.questionnairesCount)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label={t('publish.veryRelevant')} value={number.format(totals.veryRelevant)} />
          </Grid>
        </Grid>
      )}
      {data && !data.totals.publishes && <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.empty')}</Typography>}
      {data && data.totals.publishes > 0 && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chart title={t('dashboard.byType')} option={barsOf(data.byType.map((r) => ({ ...r, key: r.type || '—' })), names)} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chart title={t('dashboard.byPlatform')} option={barsOf(data.byPlatform.map((r) => ({ ...r, key: r.platform })), names)} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Chart title={t('dashboard.byDay')} option={barsOf(data.byDay.map((r) => ({ ...r, key: r.date.slice(5) })), names)} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Chart
              title={t('dashboard.relevance')}
              option={{
                tooltip: { trigger: 'item' },
                legend: { bottom: 0 },
                series: [
                  {
                    type: 'pie',
                    radius: ['40%', '68%'],
                    data: [
                      { name: t('publish.veryRelevant'), value: data.totals.veryRelevant, itemStyle: { color: '#2e7d32' } },
                      { name: t('publish.soSoRelevant'), value: data.totals.soSoRelevant, itemStyle: { color: '#f9a825' } },
                      { name: t('publish.notRelevant'), value: data.totals.notRelevant, itemStyle: { color: '#c62828' } },
                    ],
                  },
                ],
              }}
            />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}

export const DashboardPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <StaffPage access="staff" icon={<InsightsOutlined />} title={t('dashboard.title')} subtitle={t('dashboard.subtitle')}>
      <Dashboard />
    </StaffPage>
  );
};
