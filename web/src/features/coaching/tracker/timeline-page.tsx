import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { stageChipColours } from './stage-chip-colours';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { LoadFailed } from '../../../shared/load-failed';
import { AccessGate } from '../../../shell/access-gate';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { ClientScope } from '../journey/client-scope';
import { usePickedClient } from '../journey/picked-client';
import { InterviewDialog } from './interview-dialog';
import { ServiceDatesDialog } from './service-dates-dialog';
import { SummaryDialog } from './summary-dialog';
import { useGetTimelineDataForUserQuery } from './tracker-api';

type Row = { key: string; date: string; title: string; kind: 'publication' | 'summary' | 'interview' | 'freeze'; interviewType: string | null; status: string | null };

const Timeline = () => {
  const { t, i18n } = useTranslation('tracker');
  const { roles, user } = useCurrentUser();
  const mobile = useIsMobile();
  const staff = roles.has('staff');
  const userId = usePickedClient();
  const [service, setService] = useState<number | undefined>(undefined);
  const [grouped, setGrouped] = useState(false);
  const [dialog, setDialog] = useState<'interview' | 'summary' | 'dates' | null>(null);
  const query = useGetTimelineDataForUserQuery(service ? { serviceToShow: service } : {});
  const d = query.data;
  const dateOf = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(i18n.language === 'he' ? 'he-IL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const rows: Row[] = d
    ? [
        ...d.publishesData.map((p) => ({ key: `p${p.cycleId}${p.part}`, date: p.date, title: t('timelinePage.publicationTitle', { cycle: p.cycle, part: p.part, count: p.sentCount }), kind: 'publication' as const, interviewType: null, status: null })),
        ...d.summaries.map((s) => ({ key: `s${s._id}`, date: s.date, title: `${s.title}: ${s.comment}`, kind: 'summary' as const, interviewType: null, status: s.author })),
        ...(grouped
          ? [...new Set(d.interviews.map((i) => i.company.toLowerCase()))].flatMap((company) => {
              const list = d.interviews.filter((i) => i.company.toLowerCase() === company).sort((a, b) => b.interviewDate.localeCompare(a.interviewDate));
              const newest = list[0];
              return newest ? [{ key: `g${newest._id}`, date: newest.interviewDate, title: `${newest.company} (${list.length})`, kind: 'interview' as const, interviewType: newest.type, status: newest.status }] : [];
            })
          : d.interviews.map((i) => ({ key: `i${i._id}`, date: i.interviewDate, title: `${i.company} · ${i.title}`, kind: 'interview' as const, interviewType: i.type, status: i.status }))),
        ...d.freezes.map((f) => ({ key: `f${f.start}`, date: f.start, title: f.end ? t('timelinePage.freezeTitle', { end: dateOf(f.end) }) : t('timelinePage.freezeOpen'), kind: 'freeze' as const, interviewType: null, status: null })),
      ].sort((a, b) => b.date.localeCompare(a.date))
    : [];
  const subject = userId ?? user?._id ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('timelinePage.title')}
        </Typography>
        <Button component={RouterLink} to={userId ? `/personal-journey?userId=${userId}` : '/personal-journey'}>
          {t('timelinePage.back')}
        </Button>
      </Stack>
      {query.isLoading ? (
        <Loading />
      ) : query.isError || !d ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <IconButton aria-label={t('timelinePage.previousService')} disabled={d.serviceToShow <= 1} onClick={() => setService(d.serviceToShow - 1)}>
              {i18n.dir() === 'rtl' ? <ChevronRight /> : <ChevronLeft />}
            </IconButton>
            <Typography>{t('timelinePage.service', { n: d.serviceToShow, total: d.servicesTotal })}</Typography>
            <IconButton aria-label={t('timelinePage.nextService')} disabled={d.serviceToShow >= d.servicesTotal} onClick={() => setService(d.serviceToShow + 1)}>
              {i18n.dir() === 'rtl' ? <ChevronLeft /> : <ChevronRight />}
            </IconButton>
            <Chip label={t('timelinePage.serviceDays', { count: d.serviceDays })} />
            <Typography variant="body2" color="text.secondary">
              {d.endService ? `${dateOf(d.startService)} – ${dateOf(d.endService)}` : dateOf(d.startService)}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <FormControlLabel control={<Switch checked={grouped} onChange={(e) => setGrouped(e.target.checked)} />} label={t('timelinePage.groupInterviews')} />
            <Button variant="contained" onClick={() => setDialog('interview')}>
              {t('addInterview')}
            </Button>
            {staff && userId && (
              <>
                <Button variant="outlined" onClick={() => setDialog('summary')}>
                  {t('addManagerSummary')}
                </Button>
                <Button variant="outlined" onClick={() => setDialog('dates')}>
                  {t('timelinePage.serviceDates')}
                </Button>
              </>
            )}
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('timelinePage.title')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('timelinePage.date')}</TableCell>
                  <TableCell>{t('timelinePage.rowTitle')}</TableCell>
                  {!mobile && (
                    <>
                      <TableCell>{t('timelinePage.type')}</TableCell>
                      <TableCell>{t('timelinePage.interviewType')}</TableCell>
                      <TableCell>{t('timelinePage.status')}</TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={mobile ? 2 : 5}>{t('timelinePage.empty')}</TableCell>
                  </TableRow>
                )}
                {rows.map((r) => {
                  const kind = t(`timelinePage.${r.kind}`);
                  const chip = r.interviewType && <Chip size="small" label={t(`types.${r.interviewType as 'HR Interview'}`, { defaultValue: r.interviewType })} sx={(theme) => ({ ...stageChipColours(r.interviewType ?? '', theme), maxWidth: '100%' })} />;
                  const status = r.kind === 'interview' && r.status ? t(`statuses.${r.status as 'Interviewing'}`, { defaultValue: r.status }) : r.status;
                  return (
                    <TableRow key={r.key}>
                      <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{dateOf(r.date)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: { sm: 160 }, verticalAlign: 'top' }}>
                        <Box dir="auto">{r.title}</Box>
                        {/* a phone has no room for five columns: the other three fold under the title */}
                        {mobile && (
                          <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', flexWrap: 'wrap', mt: 0.5, color: 'text.secondary' }}>
                            <Typography variant="body2">{status ? `${kind} · ${status}` : kind}</Typography>
                            {chip}
                          </Stack>
                        )}
                      </TableCell>
                      {!mobile && (
                        <>
                          <TableCell>{kind}</TableCell>
                          <TableCell>{chip}</TableCell>
                          <TableCell>{status}</TableCell>
                        </>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {dialog === 'interview' && <InterviewDialog open onClose={() => setDialog(null)} interview={null} staff={staff} />}
          {dialog === 'summary' && <SummaryDialog journeyId={subject} onClose={() => setDialog(null)} />}
          {dialog === 'dates' && <ServiceDatesDialog services={d.services} onClose={() => setDialog(null)} />}
        </>
      )}
    </Container>
  );
};

// /journey-timeline/:userId?: every publication, manager summary, interview and freeze of one
// service period, by date; staff add summaries and set the service dates.
export const TimelinePage = () => {
  const { t } = useTranslation('tracker');
  const { userId } = useParams();
  return (
    <AccessGate access={['activeJourneyClient', 'staff']} icon={<TimelineOutlined />} title={t('timelinePage.title')}>
      <ClientScope userId={userId}>
        <Timeline />
      </ClientScope>
    </AccessGate>
  );
};
