import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { LoadFailed } from '../../../shared/load-failed';
import { dateText } from './setting-section';
import { valueText } from './setting-values';
import { settingsApi } from './settings-api';
import type { en } from './locales/en';

const PAGE_SIZE = 10;
type ChangeKey = keyof typeof en.historyChange;
const isChangeKey = (key: string): key is ChangeKey => ['settings.brandName', 'settings.publishTimes', 'settings.parts', 'settings.defaultJobLimit', 'settings.mailFrom'].includes(key);

// The changes to the settings, newest first: what changed from what to what, who, when.
export function SettingsHistory() {
  const { t, i18n } = useTranslation('settings');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, isLoading, error, refetch, isFetching } = settingsApi.useGetProductSettingsHistoryQuery({ page: 0, pageSize });
  const text = (entry: HistoryEntry) => {
    const { key, params } = entry.change;
    return isChangeKey(key) ? t(`historyChange.${key}`, { from: valueText(params.from), to: valueText(params.to), interpolation: { escapeValue: false } }) : key;
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby="settings-history-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="settings-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history')}
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={96} />
      ) : error || !data ? (
        <LoadFailed text={t('historyError')} onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('historyEmpty')}
        </Typography>
      ) : (
        <>
          <List dense aria-labelledby="settings-history-title">
            {data.list.map((entry) => (
              <ListItem key={entry.position} disableGutters divider>
                <ListItemText
                  primary={<bdi>{text(entry)}</bdi>}
                  secondary={<time dateTime={entry.at}>{t('historyBy', { name: entry.actor?.name ?? t('unknownPerson'), date: dateText(entry.at, i18n.language) })}</time>}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          {data.total > data.list.length && (
            <Button onClick={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))} loading={isFetching}>
              {t('more')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}
