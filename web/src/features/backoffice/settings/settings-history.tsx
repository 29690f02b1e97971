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
import { settingNames, type SettingName } from '@contracts/backoffice/settings/settings';
import { LoadFailed } from '../../../shared/load-failed';
import { dateText } from '../../../shared/format';
import { useChangeText } from './change-text';
import { settingsApi } from './settings-api';

const PAGE_SIZE = 10;
// the server's description key names the setting: 'settings.brandName'
const settingOf = (key: string): SettingName | null => {
  const name = key.replace(/^settings\./, '');
  return (settingNames as readonly string[]).includes(name) ? (name as SettingName) : null;
};

// The changes to the settings, newest first: what changed from what to what, who, when.
export function SettingsHistory() {
  const { t, i18n } = useTranslation('settings');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, isLoading, error, refetch, isFetching } = settingsApi.useGetProductSettingsHistoryQuery({ page: 0, pageSize });
  const changeText = useChangeText();
  const text = (entry: HistoryEntry) => {
    const name = settingOf(entry.change.key);
    return name ? (
      <>
        {t(`setting.${name}`)}: {changeText(entry.change.params.from, entry.change.params.to)}
      </>
    ) : (
      entry.change.key
    );
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
                  primary={text(entry)}
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
