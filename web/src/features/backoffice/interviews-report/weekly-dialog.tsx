import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { interviewsReportApi } from './interviews-report-api';

const WeeklyChart = lazy(() => import('./weekly-chart').then((m) => ({ default: m.WeeklyChart })));

// dd.mm: a week by its Sunday, as the reader's language writes a day and a month
const dayLabel = (day: string, language: string) => new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

type Props = { input: Parameters<typeof interviewsReportApi.useGetInterviewsReportDataStatsQuery>[0]; onClose: () => void };

// The weekly totals of the report's search and range, as a line.
export function WeeklyDialog({ input, onClose }: Props) {
  const { t, i18n } = useTranslation('interviewsReport');
  const mobile = useIsMobile();
  const { data, isLoading, error } = interviewsReportApi.useGetInterviewsReportDataStatsQuery(input);
  const weeks = useMemo(() => (data?.data ?? []).map((w) => ({ label: dayLabel(w._id, i18n.language), total: w.total })), [data, i18n.language]);
  const total = weeks.reduce((n, w) => n + w.total, 0);
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="weekly-title">
      <DialogTitle id="weekly-title">{t('chartTitle')}</DialogTitle>
      <DialogContent dividers>
        {isLoading && <Skeleton variant="rounded" height={320} />}
        {error ? <Alert severity="error">{errorText(error, t('chartFailed'))}</Alert> : null}
        {data && weeks.length === 0 && <Alert severity="info">{t('noWeeks')}</Alert>}
        {weeks.length > 0 && (
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <WeeklyChart weeks={weeks} name={t('interviews')} rtl={i18n.dir() === 'rtl'} label={t('chartLabel', { weeks: weeks.length, total })} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
