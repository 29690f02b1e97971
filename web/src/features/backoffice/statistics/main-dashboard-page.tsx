import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import type { DashboardStats, MainDashboard } from '@contracts/backoffice/statistics/figures';
import { AccessGate } from '../../../shell/access-gate';
import { LoadFailed } from '../../../shared/load-failed';
import { productName, productSlug } from '../../coaching/portal/product';
import { hasAny, weeklyOption, type Line } from './chart-options';
import { CardGrid, ChartGrid, ChartPanel, FigureCard, Loading, useNumber, useWeekLabel } from './figure-card';
import { CategoriesPanel } from './categories-panel';
import { RangeControl, useRange } from './range-control';
import { statisticsApi } from './statistics-api';

type Totals = DashboardStats['totals'];
const cards: readonly (keyof Totals)[] = ['signupsSeeker', 'signupsRecruiter', 'jobsPosted', 'jobsClosed', 'activeJobs', 'applications', 'matches', 'payments'];

// The range's totals, each beside the weeks just before it.
export function DashboardCards({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation('statistics');
  const n = useNumber();
  const signed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const weeks = stats.weeks.length;
  const note = (now: number, before: number) => (now === before ? t('same', { weeks }) : t('vsPrevious', { change: `\u2068${signed.format(now - before)}\u2069`, weeks }));
  return (
    <CardGrid>
      {cards.map((key) => (
        <FigureCard key={key} label={t(`card.${key}`)} value={n(stats.totals[key])} note={key === 'activeJobs' ? t('atEnd') : note(stats.totals[key], stats.previous.totals[key])} />
      ))}
      {stats.revenue.map((r) => (
        <FigureCard key={r.currency} label={`${t('card.revenue')} (${r.currency})`} value={n(r.total)} note={note(r.total, r.previous)} />
      ))}
    </CardGrid>
  );
}

export function DashboardCharts({ data }: { data: MainDashboard }) {
  const { t } = useTranslation('statistics');
  const rtl = useTheme().direction === 'rtl';
  const week = useWeekLabel();
  const labels = data.weeks.map(week);
  const chart = (lines: Line[]) => ({ option: weeklyOption(labels, lines, rtl), empty: !hasAny(lines) });
  return (
    <ChartGrid>
      <ChartPanel
        title={t('chart.signups')}
        {...chart([
          { name: t('series.seeker'), data: data.signups.seeker, stack: 'signups' },
          { name: t('series.recruiter'), data: data.signups.recruiter, stack: 'signups' },
        ])}
      />
      <ChartPanel
        title={t('chart.jobs')}
        {...chart([
          { name: t('series.jobsPosted'), data: data.jobsPosted },
          { name: t('series.jobsClosed'), data: data.jobsClosed },
          { name: t('series.activeJobs'), data: data.activeJobs, type: 'line' },
        ])}
      />
      <ChartPanel
        title={t('chart.applications')}
        {...chart([
          { name: t('series.applications'), data: data.applications },
          { name: t('series.matches'), data: data.matches },
        ])}
      />
      <ChartPanel title={t('chart.revenue')} {...chart(data.revenue.map((r) => ({ name: r.currency, data: r.series })))} />
    </ChartGrid>
  );
}

function MainDashboardPanel() {
  const { t } = useTranslation('statistics');
  const [range, setRange] = useRange();
  const stats = statisticsApi.useGetDashboardStatsQuery(range);
  const weekly = statisticsApi.useGetMainDashboardDataQuery(range);
  const shown = weekly.data ?? stats.data;
  const failed = stats.error || weekly.error;
  return (
    <Stack spacing={2}>
      <RangeControl from={shown?.from ?? range.from ?? ''} to={shown?.to ?? range.to ?? ''} onApply={setRange} />
      {stats.isLoading || weekly.isLoading ? (
        <Loading />
      ) : failed || !stats.data || !weekly.data ? (
        <LoadFailed
          text={t('loadError')}
          onRetry={() => {
            void stats.refetch();
            void weekly.refetch();
          }}
        />
      ) : (
        <Stack spacing={2} aria-busy={stats.isFetching || weekly.isFetching}>
          <DashboardCards stats={stats.data} />
          {!hasAny(cards.map((key) => ({ name: key, data: [stats.data!.totals[key]] }))) && <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>}
          <DashboardCharts data={weekly.data} />
        </Stack>
      )}
      <CategoriesPanel />
    </Stack>
  );
}

// /main-dashboard: the marketplace week by week, and its categories now, for staff.
export const MainDashboardPage = () => {
  const { t } = useTranslation('statistics');
  return (
    <AccessGate access="staff" icon={<DashboardOutlined />} title={t('dashboard.title')}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" sx={{ mb: 2, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
              {t('dashboard.title')}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {t('dashboard.subtitle')}
            </Typography>
          </Box>
          <Button component={RouterLink} to={`/${productSlug()}-statistics`} variant="outlined">
            {t('toStatistics', { product: productName() })}
          </Button>
        </Stack>
        <MainDashboardPanel />
      </Container>
    </AccessGate>
  );
};
