import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { errorText } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { journeyApi } from '../../coaching/journey/journey-api';

const when = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

// A client's publication history from the house's history entries: date, what happened, who.
export function HistoryDialog({ person, onClose }: { person: { userId: string; name: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('publishGrid');
  const mobile = useIsMobile();
  const { data, isLoading, error } = journeyApi.useGetPersonalJourneyHistoryQuery({ objectId: person?.userId ?? '', pageSize: 100 }, { skip: !person, refetchOnMountOrArgChange: true });
  // a client's history holds the journey's changes too: said in the journey's words
  const change = (key: string, params: Record<string, unknown>) => (t as (k: string[], o: object) => string)([`documents:change.${key}`, `publication:change.${key}`, `journey:change.${key}`], { ...params, defaultValue: key });
  return (
    <Dialog open={person !== null} onClose={onClose} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="publish-history-title">
      <DialogTitle id="publish-history-title">{t('grid.historyTitle', { name: person?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} height={48} />)}
        {error && <Alert severity="error">{errorText(error, t('grid.loadError'))}</Alert>}
        {data && data.list.length === 0 && <Alert severity="info">{t('grid.noHistory')}</Alert>}
        <List dense>
          {data?.list.map((entry) => (
            <ListItem key={entry.position} divider>
              <ListItemText
                primary={change(entry.change.key, entry.change.params)}
                secondary={`${when(entry.at, i18n.language)} · ${entry.actor?.name ?? '—'}${entry.onBehalfOf ? ` → ${entry.onBehalfOf.name ?? ''}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
