import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@contracts/core/history-entry';
import { colorFor, initials, relativeTime } from '../../../shared/format';
import { absoluteTime, useChangeText } from './change-text';
import { jobHistoryApi } from './job-history-api';

export const HISTORY_PAGE_SIZE = 20;
export const historyArgs = (jobId: string, page = 0) => ({ jobId, page, pageSize: HISTORY_PAGE_SIZE });

type Props = { jobId: string; selected: string | null; onSelect: (entry: HistoryEntry) => void };

// Who made a change: the account's name as it reads now; a change of a scheduled job is the
// product's own, and one whose account was deleted names no one.
function useWho() {
  const { t } = useTranslation('jobHistory');
  return (entry: HistoryEntry) => {
    const name = entry.actor?.name ?? (entry.requestId?.startsWith('job:') ? t('system') : t('unknownPerson'));
    return entry.onBehalfOf ? `${name} · ${t('forWhom', { name: entry.onBehalfOf.name ?? t('unknownPerson') })}` : name;
  };
}

const EntryItem = ({ entry, selected, onSelect }: { entry: HistoryEntry; selected: boolean; onSelect: Props['onSelect'] }) => {
  const { t, i18n } = useTranslation('jobHistory');
  const changeText = useChangeText();
  const who = useWho()(entry);
  const request = entry.requestId ?? '';
  return (
    <ListItemButton data-history-entry selected={selected} aria-current={selected || undefined} onClick={() => onSelect(entry)} sx={{ alignItems: 'flex-start', borderRadius: 1 }}>
      <ListItemAvatar sx={{ minWidth: 48 }}>
        <Avatar sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 700, bgcolor: colorFor(entry.actor?.id ?? who) }}>{initials(entry.actor?.name ?? '')}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={changeText(entry.change)}
        slotProps={{ primary: { sx: { fontWeight: 700 } }, secondary: { component: 'div' } }}
        secondary={
          <>
            <Typography variant="body2" component="span" dir="auto" sx={{ display: 'block', color: 'text.secondary' }}>
              <bdi>{who}</bdi> · {relativeTime(entry.at, i18n.language)}
            </Typography>
            <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              <time dateTime={entry.at}>{absoluteTime(entry.at, i18n.language)}</time>
              {request && (
                <>
                  {' · '}
                  <span title={t('requestFull', { id: request })} aria-label={t('requestFull', { id: request })}>
                    <bdi>{t('request', { id: request.slice(0, 8) })}</bdi>
                  </span>
                </>
              )}
            </Typography>
          </>
        }
      />
    </ListItemButton>
  );
};

const HistoryPage = ({ jobId, page, selected, onSelect, last, onMore }: Props & { page: number; last: boolean; onMore: () => void }) => {
  const { t } = useTranslation('jobHistory');
  const { data, isLoading, isError, refetch } = jobHistoryApi.useGetJobHistoryQuery(historyArgs(jobId, page));
  if (isLoading) return <>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={64} sx={{ my: 0.75 }} />)}</>;
  if (isError || !data)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  if (!data.list.length && page === 0) return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>;
  const more = last && (page + 1) * HISTORY_PAGE_SIZE < data.total;
  return (
    <>
      {data.list.map((entry) => (
        <li key={entry.position}>
          <EntryItem entry={entry} selected={entry.position === selected} onSelect={onSelect} />
        </li>
      ))}
      {more && (
        <li>
          <Button fullWidth onClick={onMore} sx={{ mt: 1 }}>
            {t('older')}
          </Button>
        </li>
      )}
    </>
  );
};

// Up and Down move between the entries, as in any list of choices; Enter or Space picks one.
const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-history-entry]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  if (next) {
    event.preventDefault();
    next.focus();
  }
};

// The job's changes, newest first, a page at a time.
export const HistoryList = ({ jobId, selected, onSelect }: Props) => {
  const { t } = useTranslation('jobHistory');
  const [pages, setPages] = useState(1);
  return (
    <List aria-label={t('changes')} onKeyDown={moveFocus} sx={{ py: 0, '& > li': { listStyle: 'none' } }}>
      {Array.from({ length: pages }, (_, page) => (
        <HistoryPage key={page} jobId={jobId} page={page} selected={selected} onSelect={onSelect} last={page === pages - 1} onMore={() => setPages(pages + 1)} />
      ))}
    </List>
  );
};
