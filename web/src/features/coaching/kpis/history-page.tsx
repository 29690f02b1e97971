import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { AccessGate } from '../../../shell/access-gate';
import { isolate } from '../../../shared/bidi';
import { Loading } from '../../../shell/loading';
import { ClientScope } from '../journey/client-scope';
import { changeText } from '../journey/history-dialog';
import { journeyApi } from '../journey/journey-api';
import { PastJourney } from './past-journey';

type Translate = (key: string | string[], params?: Record<string, string>) => string;

// Who made a change: the client, or a staff member on the client's behalf, or the system.
const useWho = () => {
  const { t } = useTranslation('kpis');
  return (e: HistoryEntry) => {
    const actor = e.actor ? (e.actor.name ?? t('history.deleted')) : t('history.system');
    return e.onBehalfOf && e.onBehalfOf.id !== e.actor?.id ? `${actor} · ${t('history.forClient', { name: e.onBehalfOf.name ?? t('history.deleted') })}` : actor;
  };
};

// The changes, oldest to newest along the slider; its last mark is now.
function History({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kpis');
  const { t: tj } = useTranslation('journey');
  // names, types and statuses keep their own direction inside a Hebrew line
  const described: Translate = (key, params) => (tj as Translate)(key, params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, isolate(value)])));
  const who = useWho();
  const entries = journeyApi.useGetPersonalJourneyHistoryQuery({ objectId: userId, pageSize: 100 });
  const oldestFirst = useMemo(() => [...(entries.data?.list ?? [])].reverse(), [entries.data]);
  const [now] = useState(() => new Date().toISOString());
  const [index, setIndex] = useState<number | null>(null);
  const last = oldestFirst.length;
  const chosen = index ?? last;
  const entry = chosen < last ? oldestFirst[chosen] : undefined;
  const at = entry ? entry.position : now;
  const past = journeyApi.useGetPersonalJourneyHistoryQuery({ objectId: userId, at, pageSize: 1 }, { skip: !entries.data });
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (entries.isLoading) return <Loading />;
  if (entries.isError || !entries.data)
    return (
      <Alert severity="error" action={<Button onClick={() => void entries.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-label={t('history.entries')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {t('history.entries')}
        </Typography>
        {last === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
        {last > 0 && (
          // room above for the moment's label, which shows while the slider has the focus
          <Box sx={{ px: 1.5, pt: 3 }}>
            <Slider
              value={chosen}
              min={0}
              max={last}
              step={1}
              marks
              onChange={(_, v) => setIndex(v as number)}
              getAriaValueText={(v) => (v < last ? date(oldestFirst[v]!.at) : t('history.now'))}
              valueLabelDisplay="auto"
              valueLabelFormat={(v) => (v < last ? date(oldestFirst[v]!.at) : t('history.now'))}
              aria-label={t('history.moment')}
            />
          </Box>
        )}
        <List dense disablePadding sx={{ maxHeight: { xs: '45vh', md: '70vh' }, overflowY: 'auto' }}>
          {entries.data.list.map((e) => {
            const i = oldestFirst.indexOf(e);
            return (
              <ListItem key={e.position} disablePadding>
              <ListItemButton selected={i === chosen} onClick={() => setIndex(i)} aria-current={i === chosen ? 'true' : undefined} title={t('history.showAt')}>
                <ListItemText
                  primary={changeText(described, e, i18n.language)}
                  secondary={
                    <>
                      <bdi>{who(e)}</bdi> · {date(e.at)}
                      {e.requestId && (
                        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                          {t('history.request')}:{' '}
                          <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                            {e.requestId}
                          </Box>
                        </Typography>
                      )}
                    </>
                  }
                />
              </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Alert severity={entry ? 'warning' : 'info'} role="status">
          {entry ? t('history.readOnly', { date: date(entry.at) }) : t('history.latest')}
        </Alert>
        {past.isFetching && <Loading />}
        {past.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {!past.isFetching && past.data?.past && <PastJourney past={past.data.past} userId={userId} />}
      </Box>
    </Box>
  );
}

// /journey-history?userId=: staff replay a client's journey: who changed what, for whom, when, from
// which request, and the journey, interviews and KPIs as they were at any change.
export const HistoryPage = () => {
  const { t } = useTranslation('kpis');
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  return (
    <AccessGate access="staff" icon={<HistoryOutlined />} title={t('history.title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {t('history.title')}
          </Typography>
          <Button component={RouterLink} to={`/personal-journey?userId=${encodeURIComponent(userId)}`} variant="outlined">
            {t('history.back')}
          </Button>
        </Stack>
        <ClientScope userId={userId || null}>{userId ? <History userId={userId} /> : <Typography color="text.secondary">{t('pickClient')}</Typography>}</ClientScope>
      </Container>
    </AccessGate>
  );
};
