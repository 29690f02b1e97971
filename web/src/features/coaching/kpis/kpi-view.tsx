import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { OFFER_STATUS, type KpiResponse } from '@contracts/coaching/kpis/kpi-figures';
import type { InterviewStatus } from '@contracts/coaching/tracker/lists';
import { isolate } from '../../../shared/bidi';
import { Loading } from '../../../shell/loading';
import { planLabel, statusLabel } from '../journey/list-labels';

const Chart = lazy(() => import('./kpi-charts').then((m) => ({ default: m.Chart })));

// Main Processes: groups with more than one interview and none closed; 3 shown before Show More.
export const MAIN_PROCESSES_SHOWN = 3;
export const mainProcesses = (k: KpiResponse) => k.interviewsGroups.filter((g) => g.total > 1 && !g.closed);

const Section = ({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
    {actions && (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {actions}
      </Stack>
    )}
  </Paper>
);

const useNumber = () => {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (n: number) => format.format(n);
};

// +3,000 or −500, +10%: a difference says which way it goes; isolated, the sign keeps to its number
// inside a Hebrew line
const useSigned = () => {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return { amount: (n: number, currency: string) => isolate(`${number.format(n)} ${currency}`), percent: (n: number) => isolate(percent.format(n / 100)) };
};

// '4 Oct' for the week of 2026-10-04 (a chart's axis), '4 Oct 2026' in a line, in the reader's language
const dayFormat = (language: string, withYear: boolean) => {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
};
const useDay = () => dayFormat(useTranslation().i18n.language, false);
export const useDate = () => dayFormat(useTranslation().i18n.language, true);

// An interview's status in the reader's language, as the tracker names it
export const useInterviewStatus = () => {
  const { t } = useTranslation('tracker');
  return (status: string) => t(`statuses.${status as InterviewStatus}`, { defaultValue: status });
};

// An interview's type in the reader's language, as the tracker names it
export const useInterviewType = () => {
  const { t } = useTranslation('tracker');
  return (type: string) => t(`types.${type as 'HR Interview'}`, { defaultValue: type });
};

// A stage of the stage-to-stage lines: an interview's type, or the offer it ended in (a status)
const useStage = () => {
  const typeOf = useInterviewType();
  const statusOf = useInterviewStatus();
  return (stage: string) => (stage === OFFER_STATUS ? statusOf(stage) : typeOf(stage));
};

function JourneyCharts({ k }: { k: KpiResponse }) {
  const { t } = useTranslation('kpis');
  const rtl = useTheme().direction === 'rtl';
  const day = useDay();
  const weeks = [...new Set([...k.numberOfInterviews.Interviews, ...k.numberOfInterviews.Benchmark].map((r) => r._id.firstDayOfWeek))].sort();
  const series = (rows: KpiResponse['numberOfInterviews']['Interviews'], approach: boolean) => weeks.map((w) => rows.find((r) => r._id.firstDayOfWeek === w && r._id.isApproach === approach)?.total ?? 0);
  const axis = { type: 'category' as const, inverse: rtl };
  const weekly = {
    tooltip: { trigger: 'axis' },
    // the legend wraps on a phone rather than hide series behind arrows
    legend: { bottom: 0, itemGap: 8 },
    grid: { top: 16, left: 8, right: 8, bottom: 64, containLabel: true },
    xAxis: { ...axis, data: weeks.map(day) },
    yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
    series: [
      { name: t('interviewsSeries'), type: 'bar', data: series(k.numberOfInterviews.Interviews, false) },
      { name: t('approachesSeries'), type: 'bar', data: series(k.numberOfInterviews.Interviews, true) },
      { name: t('benchmarkInterviews'), type: 'line', data: series(k.numberOfInterviews.Benchmark, false) },
      { name: t('benchmarkApproaches'), type: 'line', data: series(k.numberOfInterviews.Benchmark, true) },
    ],
  };
  const engagement = {
    tooltip: { trigger: 'axis' },
    grid: { top: 16, left: 8, right: 8, bottom: 8, containLabel: true },
    xAxis: { ...axis, data: k.talentEngagements.map((e) => day(e.date)) },
    yAxis: { type: 'value', minInterval: 1, position: rtl ? 'right' : 'left' },
    series: [{ name: t('score'), type: 'line', areaStyle: {}, data: k.talentEngagements.map((e) => e.score) }],
  };
  return (
    <Suspense fallback={<Loading />}>
      <Typography variant="subtitle2">{t('weekly')}</Typography>
      {weeks.length ? <Chart option={weekly} height={290} label={t('weekly')} /> : <Typography color="text.secondary">{t('noActivity')}</Typography>}
      {k.talentEngagements.length > 0 && (
        <>
          <Typography variant="subtitle2">{t('engagement')}</Typography>
          <Chart option={engagement} height={160} label={t('engagement')} />
        </>
      )}
    </Suspense>
  );
}

// A ring of the interview types: their counts in the legend (which wraps: a narrow column cuts
// labels around the ring short) and in the text a screen reader reads.
const Pie = ({ title, rows, empty }: { title: string; rows: { type: string; total: number }[]; empty: string }) => {
  const rtl = useTheme().direction === 'rtl';
  const n = useNumber();
  const typeOf = useInterviewType();
  const named = rows.map((r) => ({ name: `${typeOf(r.type)} (${n(r.total)})`, value: r.total }));
  const option = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, left: rtl ? 'right' : 'left', align: rtl ? 'right' : 'left', orient: 'vertical', itemGap: 6 },
    series: [{ type: 'pie', radius: [36, 68], center: ['50%', 76], label: { show: false }, labelLine: { show: false }, data: named }],
  };
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {rows.length ? (
        <Suspense fallback={<Loading />}>
          <Chart option={option} height={160 + 22 * rows.length} label={`${title}: ${named.map((r) => r.name).join(', ')}`} />
        </Suspense>
      ) : (
        <Typography color="text.secondary">{empty}</Typography>
      )}
    </Box>
  );
};

// The KPI page's two columns (spec §2). readOnly: as the history shows it, without its buttons.
export const KpiView = ({ kpis: k, userId, readOnly = false }: { kpis: KpiResponse; userId?: string | undefined; readOnly?: boolean }) => {
  const { t } = useTranslation('kpis');
  const { t: tj } = useTranslation('journey');
  const n = useNumber();
  const signed = useSigned();
  const day = useDate();
  const statusOf = useInterviewStatus();
  const stageOf = useStage();
  const [more, setMore] = useState(false);
  const processes = mainProcesses(k);
  const shown = more ? processes : processes.slice(0, MAIN_PROCESSES_SHOWN);
  const journeyLink = `/personal-journey${userId ? `?userId=${encodeURIComponent(userId)}&` : '?'}tab=3`;
  const benchmarkOf = new Map(k.daysInEachJourneyStatusBenchmark.map((s) => [s.status, s.days]));
  const metrics: [string, string, string | null][] = [
    [t('metric.status'), k.journeyData.status ? statusLabel(tj, k.journeyData.status) : t('none'), null],
    [t('metric.plan'), k.journeyData.plan ? planLabel(tj, k.journeyData.plan) : t('none'), null],
    [t('metric.beginServiceDate'), k.beginServiceDate ? day(k.beginServiceDate) : t('none'), null],
    [t('metric.serviceDays'), n(k.journeyData.serviceDays), null],
    [t('metric.cycles'), t('cyclesOf', { used: n(k.journeyData.cycles), limit: n(k.journeyData.cyclesLimit) }), null],
    [t('metric.numberOfPublications'), n(k.numberOfPublications), null],
    [t('metric.timeBetweenPublications'), n(k.timeBetweenPublications), t('benchmark', { value: n(k.timeBetweenPublicationsBenchmark) })],
    [t('metric.ratiOfPublicationsToInterviews'), n(k.ratiOfPublicationsToInterviews), null],
    [t('metric.ratioOfInterviewsToJobOffers'), n(k.ratioOfInterviewsToJobOffers), null],
    [t('metric.rationSelfSubmitedToInterviews'), n(k.rationSelfSubmitedToInterviews), null],
    [t('metric.avgTimeToOffer'), n(k.avgTimeToOffer), null],
    [t('metric.offersDifferenceAvg'), n(k.offersDifferenceAvg), null],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <Section title={t('myJourney')}>
          <JourneyCharts k={k} />
        </Section>
        <Section
          title={t('mainProcesses')}
          actions={
            !readOnly && (
              <>
                <Button component={RouterLink} to={journeyLink} variant="contained" startIcon={<AddIcon />}>
                  {t('addInterview')}
                </Button>
                <Button component={RouterLink} to={journeyLink} variant="outlined" startIcon={<RateReviewOutlined />}>
                  {t('submitFeedback')}
                </Button>
              </>
            )
          }
        >
          {processes.length === 0 && <Typography color="text.secondary">{t('noProcesses')}</Typography>}
          {shown.length > 0 && (
            <List dense disablePadding>
              {shown.map((g) => (
                <ListItem key={g._id} disableGutters>
                  <ListItemText primary={g._id} secondary={`${t('interviewsAt', { count: g.total, status: statusOf(g.status) })} · ${day(g.lastDate)}`} />
                </ListItem>
              ))}
            </List>
          )}
          {processes.length > MAIN_PROCESSES_SHOWN && (
            <Button onClick={() => setMore(!more)} sx={{ justifySelf: 'start' }} aria-expanded={more}>
              {more ? t('showLess') : t('showMore')}
            </Button>
          )}
        </Section>
      </Stack>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <Section title={t('serviceData')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {metrics.map(([label, value, benchmark]) => (
              <Paper key={label} variant="outlined" sx={{ p: 1.25, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {label}
                </Typography>
                <Typography variant="h6" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{value}</bdi>
                </Typography>
                {benchmark && (
                  <Typography variant="caption" color="text.secondary">
                    {benchmark}
                  </Typography>
                )}
              </Paper>
            ))}
          </Box>
          <Typography variant="subtitle2">{t('daysInStatus')}</Typography>
          {k.daysInEachJourneyStatus.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('noStatusDays')}
            </Typography>
          )}
          <List dense disablePadding>
            {k.daysInEachJourneyStatus.map((s) => (
              <ListItem key={s.status} disableGutters>
                <ListItemText primary={<bdi>{statusLabel(tj, s.status)}</bdi>} secondary={`${t('you')}: ${n(s.days)} · ${t('allClients')}: ${n(benchmarkOf.get(s.status) ?? 0)}`} />
              </ListItem>
            ))}
          </List>
          {k.stageConversion.length > 0 && (
            <>
              <Typography variant="subtitle2">{t('stages')}</Typography>
              <List dense disablePadding>
                {k.stageConversion.map((s) => {
                  const median = k.medianDaysInStage.find((m) => m.stage === s.stage);
                  return (
                    <ListItem key={s.stage} disableGutters>
                      <ListItemText
                        primary={<bdi>{stageOf(s.stage)}</bdi>}
                        secondary={[t('stageRow', { next: s.next, reached: s.reached, rate: `${n(s.rate * 100)}%` }), median ? t('medianDays', { days: n(median.days) }) : null].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  );
                })}
              </List>
            </>
          )}
        </Section>
        <Section title={t('myInterviews')}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <Pie title={t('approaches')} rows={k.interviewsBreakdownByType.filter((r) => r.isApproach)} empty={t('noApproaches')} />
            <Pie title={t('interviews')} rows={k.interviewsBreakdownByType.filter((r) => !r.isApproach)} empty={t('noInterviews')} />
          </Box>
        </Section>
        <Section title={t('myOffers')}>
          {k.perOfferSalaryDifference.length === 0 ? (
            <Typography color="text.secondary">{t('noOffers')}</Typography>
          ) : (
            <List dense disablePadding>
              {k.perOfferSalaryDifference.map((o, i) => (
                <ListItem key={`${o.company}-${i}`} disableGutters>
                  <ListItemText
                    primary={
                      <>
                        <bdi>{o.company}</bdi> · {t('offerRow', { amount: isolate(`${n(o.offer)} ${o.offerCur}`), frequency: t(`frequencies.${o.offerFreq as 'MONTH'}`, { defaultValue: o.offerFreq }) })}
                      </>
                    }
                    secondary={t('offerDifference', { difference: signed.amount(o.difference, o.offerCur), percentage: signed.percent(o.percentage) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Stack>
    </Box>
  );
};
