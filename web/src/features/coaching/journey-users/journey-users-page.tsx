import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Virtuoso } from 'react-virtuoso';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { NO_MANAGER, needAttentionFilters, USERS_PAGE, type JourneyUser } from '@contracts/coaching/journey-users/calls';
import { seniorityLevels } from '@contracts/identity/users/work-kinds';
import { StaffPage } from '../../../shared/staff-page';
import { LoadFailed } from '../../../shared/load-failed';
import { useSeniority } from '../../../shared/seniority';
import { productName } from '../portal/product';
import { journeyUsersApi } from './journey-users-api';
import { UserCard } from './user-card';

// while Refresh is on the list is read again this often
export const REFRESH_EVERY_MS = 15_000;

type Filters = { manager?: string; status?: string; plan?: string; seniority?: string; needAttention?: (typeof needAttentionFilters)[number] };
type FilterName = keyof Filters;

function UsersList() {
  const { t } = useTranslation('journeyUsers');
  const navigate = useNavigate();
  const seniority = useSeniority();
  const [typed, setTyped] = useState({ name: '', email: '' });
  const [search, setSearch] = useState({ name: '', email: '' });
  const [filters, setFilters] = useState<Filters>({});
  const [refresh, setRefresh] = useState(false);
  const [pages, setPages] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = journeyUsersApi.useGetPersonalJourneysQuery(
    { search, filters, page: 0, pageSize: Math.min(USERS_PAGE.max, pages * USERS_PAGE.size) },
    { pollingInterval: refresh ? REFRESH_EVERY_MS : 0, refetchOnMountOrArgChange: true },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPages(1);
    setSearch({ name: typed.name.trim(), email: typed.email.trim() });
  };
  const setFilter = (name: FilterName, value: string) => {
    setPages(1);
    setFilters((f) => {
      const next = { ...f };
      if (value) Object.assign(next, { [name]: value });
      else delete next[name];
      return next;
    });
  };
  const open = (user: JourneyUser) => void navigate(`/personal-journey?userId=${encodeURIComponent(user._id)}`);
  const select = (name: FilterName, options: { value: string; label: string }[]) => (
    <TextField select size="small" label={t(`filter.${name}`)} value={filters[name] ?? ''} onChange={(e) => setFilter(name, e.target.value)} sx={{ width: { xs: 'calc(50% - 6px)', sm: 190 } }}>
      <MenuItem value="">{t('all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const users = data?.users ?? [];
  const more = data ? data.total > users.length && users.length < USERS_PAGE.max : false;

  return (
    <Stack spacing={2}>
      <Box component="form" role="search" aria-label={t('searchLabel')} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField size="small" label={t('nameOrTitle')} value={typed.name} onChange={(e) => setTyped((s) => ({ ...s, name: e.target.value }))} sx={{ flex: '1 1 200px' }} />
        <TextField size="small" label={t('email')} value={typed.email} onChange={(e) => setTyped((s) => ({ ...s, email: e.target.value }))} slotProps={{ htmlInput: { dir: 'ltr' } }} sx={{ flex: '1 1 200px' }} />
        <Button type="submit" variant="contained" startIcon={<SearchRounded />} sx={{ minHeight: 40 }}>
          {t('search')}
        </Button>
        <FormControlLabel control={<Switch checked={refresh} onChange={(e) => setRefresh(e.target.checked)} />} label={t('refresh')} sx={{ ms: 'auto' }} />
      </Box>
      <Box role="group" aria-label={t('filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {select('manager', [{ value: NO_MANAGER, label: t('noManager') }, ...(data?.managers ?? []).map((m) => ({ value: m._id, label: m.name }))])}
        {select('status', plain(data?.statuses ?? []))}
        {select('plan', plain(data?.plans ?? []))}
        {select('seniority', seniorityLevels.map((value) => ({ value, label: seniority(value) })))}
        {select(
          'needAttention',
          needAttentionFilters.map((f) => ({ value: f, label: t(`flag.${f}`) })),
        )}
      </Box>
      {isLoading ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : error || !data ? (
        <LoadFailed text={t('loadError')} onRetry={() => void refetch()} />
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }} aria-busy={isFetching}>
            {t('count', { count: data.total })}
          </Typography>
          {users.length ? (
            // the first cards drawn before the list is measured (a phone's first screen, and a test's)
            <Virtuoso useWindowScroll data={users} initialItemCount={Math.min(users.length, 20)} computeItemKey={(_, user) => user._id} itemContent={(_, user) => <UserCard user={user} onOpen={open} />} />
          ) : (
            <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{t('empty')}</Typography>
          )}
          {more && (
            <Box>
              <Button onClick={() => setPages((p) => p + 1)} disabled={isFetching}>
                {t('more')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

// /{product}-users: the brand's journey users, for its admins and the site admins.
export const JourneyUsersPage = () => {
  const { t } = useTranslation('journeyUsers');
  const product = productName();
  return (
    <StaffPage access="journeyAdmin" icon={<ManageAccountsOutlined />} title={t('title', { product })} subtitle={t('subtitle')}>
      <UsersList />
    </StaffPage>
  );
};
