import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../shell/loading';
import { journeyApi } from './journey-api';
import { planLabel, statusLabel } from './list-labels';

// Staff without a client named: the active clients, to open one's journey.
export const ClientPicker = () => {
  const { t } = useTranslation('journey');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isFetching, isError } = journeyApi.useGetJourneyClientsQuery({ search: deferred });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h5" component="h1">
        {t('clients.title')}
      </Typography>
      <TextField size="small" type="search" label={t('clients.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
      {isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {!data && isFetching && <Loading />}
      {data && data.list.length === 0 && <Typography color="text.secondary">{t('clients.empty')}</Typography>}
      {data && data.list.length > 0 && (
        <List dense aria-label={t('clients.title')}>
          {data.list.map((c) => (
            // a list holds list items: each link in its own
            <ListItem key={c._id} disablePadding>
              <ListItemButton component={RouterLink} to={`/personal-journey?userId=${encodeURIComponent(c._id)}`}>
                <ListItemText primary={c.name} secondary={[c.email, c.status && statusLabel(t, c.status), c.plan && planLabel(t, c.plan), t('clients.step', { step: c.currentStep })].filter(Boolean).join(' · ')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};
