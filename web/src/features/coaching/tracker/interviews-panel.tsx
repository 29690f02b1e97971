import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import type { Interview, InterviewGroup } from '@contracts/coaching/tracker/interview';
import { MAIN_PROCESSES_SHOWN } from '@contracts/coaching/tracker/lists';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { usePickedClient } from '../journey/picked-client';
import { LoadFailed } from '../../../shared/load-failed';
import { CycleSummary } from './cycle-summary';
import { GroupCard } from './group-card';
import { InterviewDialog } from './interview-dialog';
import { QuestionnairePanel } from './questionnaire-panel';
import { useGetInterviewsForUserQuery } from './tracker-api';

// The groups of one publication cycle (or all): a group shows the interviews of that cycle only.
const inCycle = (groups: readonly InterviewGroup[], cycleId: string): InterviewGroup[] =>
  cycleId === 'all'
    ? [...groups]
    : groups.flatMap((g) => {
        const interviews = g.interviews.filter((i) => i.cycleId === cycleId);
        return interviews.length ? [{ ...g, interviews }] : [];
      });

// The Interviews tab of the journey: one card per company, upcoming first, Main Processes, the cycle filter.
export const InterviewsPanel = () => {
  const { t } = useTranslation('tracker');
  const { roles } = useCurrentUser();
  const staff = roles.has('staff');
  const userId = usePickedClient();
  const query = useGetInterviewsForUserQuery();
  const [cycleId, setCycleId] = useState('all');
  const [more, setMore] = useState(false);
  const [editing, setEditing] = useState<{ interview: Interview | null } | null>(null);
  if (query.isLoading) return <Loading />;
  if (query.isError || !query.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const { interviewGroups, cycles } = query.data;
  const groups = inCycle(interviewGroups, cycleId);
  const main = interviewGroups.filter((g) => g.mainProcess);
  const cycle = cycles.find((c) => c._id === cycleId);
  const timeline = userId ? `/journey-timeline/${userId}` : '/journey-timeline';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <TextField select size="small" label={t('cycleFilter')} value={cycleId} onChange={(e) => setCycleId(e.target.value)} sx={{ width: { xs: '100%', sm: 260 }, flexShrink: 0 }}>
          <MenuItem value="all">{t('allPublications')}</MenuItem>
          {cycles.map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {t('nthPublication', { n: c.position })}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={timeline} variant="outlined" startIcon={<TimelineOutlined />} sx={{ whiteSpace: 'nowrap' }}>
          {t('timeline')}
        </Button>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ interview: null })} sx={{ whiteSpace: 'nowrap' }}>
          {t('addInterview')}
        </Button>
      </Stack>
      <Alert severity="info" icon={false}>
        <strong>{t('tips')}: </strong>
        {t('tipsText')}
      </Alert>
      {staff && userId && <QuestionnairePanel />}
      {cycle && <CycleSummary key={cycle._id} cycle={cycle} staff={staff} />}
      <Box component="section" aria-labelledby="main-processes">
        <Typography id="main-processes" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('mainProcesses')}
        </Typography>
        {main.length === 0 ? (
          <Typography color="text.secondary">{t('noMainProcesses')}</Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
            {(more ? main : main.slice(0, MAIN_PROCESSES_SHOWN)).map((g) => (
              <Typography component="li" key={g._id}>
                {/* a company's name keeps its own direction inside a Hebrew line */}
                <bdi>{g._id}</bdi> · {t('interviewsCount', { count: g.interviews.length })} · {t(`statuses.${g.status as 'Interviewing'}`, { defaultValue: g.status })}
              </Typography>
            ))}
          </Stack>
        )}
        {main.length > MAIN_PROCESSES_SHOWN && (
          <Button size="small" onClick={() => setMore((m) => !m)}>
            {more ? t('showLess') : t('showMore')}
          </Button>
        )}
      </Box>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {groups.map((g) => (
            <GroupCard key={g._id.toLowerCase()} group={g} staff={staff} onEdit={(interview) => setEditing({ interview })} />
          ))}
        </Box>
      )}
      {editing && <InterviewDialog open onClose={() => setEditing(null)} interview={editing.interview} staff={staff} />}
    </Stack>
  );
};
