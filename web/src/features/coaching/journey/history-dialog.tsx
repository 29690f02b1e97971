import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { Loading } from '../../../shell/loading';
import { journeyApi } from './journey-api';
import { planLabel, statusLabel } from './list-labels';

const text = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '—' : String(value));

type Say = (key: string | string[], params?: Record<string, string>) => string;

// The lists' values a change names (a status, a plan) are said by their labels in the reader's
// language, and as sent when the web does not know them.
const valueLabels: Partial<Record<string, (t: Say, value: string) => string>> = {
  'journey.statusChanged': (t, v) => statusLabel(t as never, v),
  'journey.planChanged': (t, v) => planLabel(t as never, v),
  'tracker.statusChanged': (t, v) => t([`tracker:statuses.${v}`, v]),
};

// a client's history holds the publication's changes too: said in the publication's words
// A day a change names (a start date) reads as the reader's language writes dates.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const said = (value: unknown, language: string | undefined): string =>
  language && typeof value === 'string' && DAY.test(value) ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)) : text(value);

export const changeText = (t: Say, entry: HistoryEntry, language?: string): string => {
  const label = valueLabels[entry.change.key];
  const params = Object.entries(entry.change.params).map(([k, v]): [string, string] => [k, label && (k === 'from' || k === 'to') && typeof v === 'string' ? label(t, v) : said(v, language)]);
  return t([`change.${entry.change.key}`, `documents:change.${entry.change.key}`, `publication:change.${entry.change.key}`], Object.fromEntries(params));
};

// Full Journey View (staff): every change to the journey, newest first, with who made it.
export const HistoryDialog = ({ userId, open, onClose }: { userId: string; open: boolean; onClose: () => void }) => {
  const { t, i18n } = useTranslation('journey');
  const { data, isLoading, isError } = journeyApi.useGetPersonalJourneyHistoryQuery({ objectId: userId, pageSize: 100 }, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} fullScreen>
      <DialogTitle>{t('history.title')}</DialogTitle>
      <DialogContent>
        {isLoading && <Loading />}
        {isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && data.list.length === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
        {data && data.list.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('history.date')}</TableCell>
                <TableCell>{t('history.by')}</TableCell>
                <TableCell>{t('history.change')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.list.map((entry) => (
                <TableRow key={entry.position}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.at).toLocaleString(i18n.language)}</TableCell>
                  <TableCell>{entry.actor?.name ?? t('history.system')}</TableCell>
                  <TableCell>{changeText(t as Say, entry, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/journey-history?userId=${encodeURIComponent(userId)}`}>
          {t('history.travel')}
        </Button>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
