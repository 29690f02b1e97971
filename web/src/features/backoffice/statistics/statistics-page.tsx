import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import type { JhStatistics } from '@contracts/backoffice/statistics/figures';
import { AccessGate } from '../../../shell/access-gate';
import { LoadFailed } from '../../../shared/load-failed';
import { productName } from '../../coaching/portal/product';
import { statusLabel } from '../../coaching/journey/list-labels';
import { hasAny, weeklyOption, type Line } from './chart-options';
import { CardGrid, ChartGrid, ChartPanel, FigureCard, Loading, useNumber, useWeekLabel } from './figure-card';
import { RangeControl, useRange } from './range-control';
import { statisticsApi } from './statistics-api';

// The coaching service's figures over the range: cards, then a chart per subject.
export function JhStatisticsView({ data }: { data: JhStatistics }) {
  const { t } = useTranslation('statistics');
  const { t: tj } = useTranslation('journey');
  const rtl = useTheme().direction === 'rtl';
  const n = useNumber();
  const week = useWeekLabel();
  const labels = data.weeks.map(week);
  const chart = (lines: Line[]) => ({ option: weeklyOption(labels, lines, rtl), empty: !hasAny(lines) });
  const statuses = data.journeysByStatus.map((s): Line => ({ name: statusLabel(tj, s.status), data: s.series, stack: 'status' }));
  const interviews = data.interviews.map((s): Line => ({ name: t(`stage.${s.stage}`), data: s.series, stack: 'stage' }));
  const publications: Line[] = [
    { name: t('series.partsSent'), data: data.partsSent },
    { name: t('series.cyclesOpened'), data: data.cyclesOpened },
  ];
  const offers: Line[] = [
    { name: t('series.offers'), data: data.offers },
    { name: t('series.signed'), data: data.signed },
  ];
  const revenue = data.revenue.map((r): Line => ({ name: r.currency, data: r.series }));
  const nothing = ![statuses, interviews, publications, offers, revenue].some(hasAny);
  return (
    <Stack spacing={2}>
      <CardGrid>
        <FigureCard label={t('card.journeys')} value={n(data.totals.journeys)} note={t('atEnd')} />
        <FigureCard label={t('card.partsSent')} value={n(data.totals.partsSent)} />
        <FigureCard label={t('card.cyclesOpened')} value={n(data.totals.cyclesOpened)} />
        <FigureCard label={t('card.interviews')} value={n(data.totals.interviews)} />
        <FigureCard label={t('card.offers')} value={n(data.totals.offers)} />
        <FigureCard label={t('card.signed')} value={n(data.totals.signed)} />
        {data.revenue.map((r) => (
          <FigureCard key={r.currency} label={`${t('card.revenue')} (${r.currency})`} value={n(r.total)} />
        ))}
      </CardGrid>
      {nothing && <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>}
      <ChartGrid>
        <ChartPanel title={t('chart.journeysByStatus')} {...chart(statuses)} />
        <ChartPanel title={t('chart.interviews')} {...chart(interviews)} />
        <ChartPanel title={t('chart.publications')} {...chart(publications)} />
        <ChartPanel title={t('chart.offers')} {...chart(offers)} />
        <ChartPanel title={t('chart.coachingRevenue')} {...chart(revenue)} />
      </ChartGrid>
    </Stack>
  );
}

function JhStatisticsPanel() {
  const { t } = useTranslation('statistics');
  const [range, setRange] = useRange();
  const { data, isLoading, isFetching, error, refetch } = statisticsApi.useGetJHStatisticsDataQuery(range);
  return (
    <Stack spacing={2}>
      <RangeControl from={data?.from ?? range.from ?? ''} to={data?.to ?? range.to ?? ''} onApply={setRange} />
      {isLoading ? <Loading /> : error || !data ? <LoadFailed text={t('loadError')} onRetry={() => void refetch()} /> : <Box aria-busy={isFetching}><JhStatisticsView data={data} /></Box>}
    </Stack>
  );
}

// /{product}-statistics: the coaching service week by week, for staff.
export const StatisticsPage = () => {
  const { t } = useTranslation('statistics');
  const product = productName();
  return (
    <AccessGate access="staff" icon={<BarChartOutlined />} title={t('statistics.title', { product })}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Stack direction="row" sx={{ mb: 2, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
              {t('statistics.title', { product })}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {t('statistics.subtitle')}
            </Typography>
          </Box>
          <Button component={RouterLink} to="/main-dashboard" variant="outlined">
            {t('toDashboard')}
          </Button>
        </Stack>
        <JhStatisticsPanel />
      </Container>
    </AccessGate>
  );
};
