import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { HistoryEntry } from '@contracts/core/history-entry';
import type { PastJob } from '@contracts/marketplace/job-history/calls';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { absoluteTime } from './change-text';
import { HistoryList, historyArgs } from './history-list';
import { jobHistoryApi } from './job-history-api';
import { JobComparison } from './job-comparison';

// The moment the job is shown at: a change picked in the list (its log position, exact even when
// two changes share a second), or a date and time typed in.
type Moment = { kind: 'entry'; position: string; at: string } | { kind: 'time'; at: string };

const pad = (n: number) => String(n).padStart(2, '0');
// what a datetime-local field holds: the reader's local time, to the second
const toLocalInput = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

// A title in another script keeps its own direction inside the sentence (its brackets too).
const isolated = (text: string) => `\u2068${text}\u2069`;

type Props = { job: { _id: string; title: string }; onClose: () => void };

// A job's history beside the job as it was: pick a change (or a moment) and see the job then,
// next to the job now, with what differs marked. A dialog on a desktop, the whole screen on a phone.
export const JobHistoryDialog = ({ job, onClose }: Props) => {
  const { t, i18n } = useTranslation('jobHistory');
  const isMobile = useIsMobile();
  const jobId = job._id;
  const [openedAt] = useState(() => new Date().toISOString());
  const [moment, setMoment] = useState<Moment | null>(null);
  const first = jobHistoryApi.useGetJobHistoryQuery(historyArgs(jobId));
  const now = jobHistoryApi.useGetJobAtQuery({ jobId, at: openedAt });
  const then = jobHistoryApi.useGetJobAtQuery(moment ? { jobId, at: moment.kind === 'entry' ? moment.position : moment.at } : skipToken);

  // At first the job as it was before its last change: what the last change did shows at once.
  const entries = first.data?.list;
  useEffect(() => {
    const start = entries?.[1] ?? entries?.[0];
    if (start) setMoment((current) => current ?? { kind: 'entry', position: start.position, at: start.at });
  }, [entries]);

  const pick = (entry: HistoryEntry) => setMoment({ kind: 'entry', position: entry.position, at: entry.at });
  const type = (value: string) => {
    const at = new Date(value);
    if (value && !Number.isNaN(at.getTime())) setMoment({ kind: 'time', at: at.toISOString() });
  };

  return (
    <Dialog open onClose={onClose} fullScreen={isMobile} fullWidth maxWidth="lg" aria-labelledby="job-history-title">
      <DialogTitle id="job-history-title" dir="auto" sx={{ pr: 7 }}>
        {t('title', { title: isolated(job.title) })}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 2fr) 3fr' }, gap: 3, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="job-history-changes" sx={{ minWidth: 0 }}>
          <Typography id="job-history-changes" variant="subtitle1" component="h3" sx={{ fontWeight: 800 }}>
            {t('changes')}
            {first.data ? ` · ${t('changesCount', { count: first.data.total })}` : ''}
          </Typography>
          <Box sx={{ maxHeight: { xs: '38vh', md: '62vh' }, overflowY: 'auto', mt: 1, pr: 0.5 }}>
            <HistoryList jobId={jobId} selected={moment?.kind === 'entry' ? moment.position : null} onSelect={pick} />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="job-history-then" sx={{ minWidth: 0 }}>
          <Typography id="job-history-then" variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1.5 }}>
            {t('moment.title')}
          </Typography>
          <TextField
            type="datetime-local"
            label={t('moment.label')}
            helperText={t('moment.hint')}
            value={moment ? toLocalInput(moment.at) : ''}
            onChange={(event) => type(event.target.value)}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, max: toLocalInput(openedAt), dir: 'ltr' } }}
            sx={{ mb: 2, maxWidth: { md: 360 } }}
          />
          <PastJobPanel then={then} now={now.data?.job ?? null} language={i18n.language} choosing={first.isLoading || Boolean(entries?.length)} />
        </Box>
      </DialogContent>
    </Dialog>
  );
};

type JobAtQuery = ReturnType<typeof jobHistoryApi.useGetJobAtQuery>;

// The job at the moment picked; while another moment loads, the last one stays, dimmed.
const PastJobPanel = ({ then, now, language, choosing }: { then: JobAtQuery; now: PastJob | null; language: string; choosing: boolean }) => {
  const { t } = useTranslation('jobHistory');
  if (then.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void then.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  if (!then.data) return then.isUninitialized && !choosing ? null : <Skeleton variant="rounded" height={320} />;
  const { job, asOf } = then.data;
  return (
    <Box aria-busy={then.isFetching} sx={{ opacity: then.isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
      {asOf && (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('moment.asOf', { when: absoluteTime(asOf.at, language) })}
        </Typography>
      )}
      {job ? <JobComparison then={job} now={now} /> : <Alert severity="info">{t('moment.notYet')}</Alert>}
    </Box>
  );
};
