import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { EChartsCoreOption } from 'echarts/core';

const StatisticsChart = lazy(() => import('./statistics-chart').then((m) => ({ default: m.StatisticsChart })));

export const useNumber = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (n: number) => format.format(n);
};

// '4 Oct' for the week of 2026-10-04, in the reader's language
export const useWeekLabel = () => {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (week: string) => format.format(new Date(`${week}T12:00:00Z`));
};

// dd.mm.yyyy, as the back-office writes dates
export const dayText = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

// One figure of the range: its name, its value, and a line that puts it in context.
export function FigureCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export const Loading = () => (
  <Stack spacing={2} aria-busy="true">
    <Skeleton variant="rounded" height={88} />
    <Skeleton variant="rounded" height={280} />
  </Stack>
);

export const CardGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>{children}</Box>
);

// A titled panel: a region named by its heading.
export const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

// A chart in its own panel, with its title; what it would show when there is nothing to draw.
export function ChartPanel({ title, option, empty, height = 280 }: { title: string; option: EChartsCoreOption; empty: boolean; height?: number }) {
  const { t } = useTranslation('statistics');
  return (
    <Panel title={title}>
      {empty ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('noData')}</Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <StatisticsChart option={option} height={height} label={title} />
        </Suspense>
      )}
    </Panel>
  );
}

export const ChartGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
);
