import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { AdminUserSearch } from '@contracts/identity/admin-users/admin-users';
import type { UserData } from '@contracts/identity/users/user';
import { AccessGate } from '../../../shell/access-gate';
import { errorText, isApiError } from '../../../shared/api-error';
import { LoadFailed } from '../../../shared/load-failed';
import { productName } from '../../coaching/portal/product';
import { adminUsersApi } from './admin-users-api';
import { ExtraInfoDialog } from './extra-info-dialog';
import { UserCard } from './user-card';

// An account id as the server makes them (a UUID): typed whole, it opens /users/{id}.
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What the address asks for: /users/{id}, or ?q= (a part of an email) with the two checkboxes.
export function searchOf(userId: string | undefined, params: URLSearchParams): AdminUserSearch {
  const q = params.get('q')?.trim() ?? '';
  return {
    ...(userId ? { userId } : q ? { email: q.toLowerCase() } : {}),
    ...(params.get('jhAdmin') === '1' ? { isJHAdmin: true } : {}),
    ...(params.get('jhUser') === '1' ? { isJHUser: true } : {}),
  };
}

function SearchBar({ userId, params }: { userId: string | undefined; params: URLSearchParams }) {
  const { t } = useTranslation('adminUsers');
  const navigate = useNavigate();
  const product = productName();
  const [text, setText] = useState(userId ?? params.get('q') ?? '');
  useEffect(() => setText(userId ?? params.get('q') ?? ''), [userId, params]);
  const go = (typed: string, boxes: { jhAdmin: boolean; jhUser: boolean }) => {
    const query = new URLSearchParams();
    const q = typed.trim();
    if (q && !ID.test(q)) query.set('q', q);
    if (boxes.jhAdmin) query.set('jhAdmin', '1');
    if (boxes.jhUser) query.set('jhUser', '1');
    const search = query.toString();
    void navigate(`/users${ID.test(q) ? `/${q}` : ''}${search ? `?${search}` : ''}`);
  };
  const boxes = { jhAdmin: params.get('jhAdmin') === '1', jhUser: params.get('jhUser') === '1' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text, boxes);
  };
  return (
    <Paper component="form" role="search" variant="outlined" onSubmit={submit} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
        <TextField
          label={t('search.label')}
          helperText={t('search.hint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          type="search"
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1, alignItems: 'center', mt: { md: -2.5 } }}>
          <FormControlLabel control={<Checkbox checked={boxes.jhAdmin} onChange={(e) => go(text, { ...boxes, jhAdmin: e.target.checked })} />} label={t('search.jhAdmin', { product })} />
          <FormControlLabel control={<Checkbox checked={boxes.jhUser} onChange={(e) => go(text, { ...boxes, jhUser: e.target.checked })} />} label={t('search.jhUser', { product })} />
          <Button type="submit" variant="contained" startIcon={<SearchOutlined />}>
            {t('search.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

const NoUsers = () => {
  const { t } = useTranslation('adminUsers');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <PersonSearchOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('search.empty')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('search.emptyHint')}</Typography>
    </Paper>
  );
};

function UsersAdmin() {
  const { t } = useTranslation('adminUsers');
  const { userId } = useParams();
  const [params] = useSearchParams();
  const search = searchOf(userId, params);
  // currentData: the answer to this search only, never the last search's while this one loads
  const { currentData, isFetching, error, refetch } = adminUsersApi.useGetAdminUserDataQuery(search, { refetchOnMountOrArgChange: true });
  const [extraFor, setExtraFor] = useState<UserData | null>(null);
  // an id that is nobody's is a search that found no one
  const nobody = isApiError(error) && error.body.code === 'UserNotFound';
  const found = nobody ? { users: [], total: 0 } : currentData;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      </Box>
      <SearchBar userId={userId} params={params} />
      <Box component="section" aria-label={t('search.results')} aria-busy={isFetching}>
        {error && !nobody ? (
          <LoadFailed text={errorText(error, t('search.failed'))} onRetry={() => void refetch()} />
        ) : !found ? (
          <Stack spacing={1.5} aria-label={t('common.loading', { ns: 'translation' })}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={180} />
            ))}
          </Stack>
        ) : found.total === 0 ? (
          <NoUsers />
        ) : (
          <>
            <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
              {found.users.length < found.total ? t('search.capped', { shown: found.users.length, count: found.total }) : t('search.total', { count: found.total })}
            </Typography>
            <Stack spacing={1.5} sx={{ opacity: isFetching ? 0.7 : 1 }}>
              {found.users.map((user) => (
                <UserCard key={user._id} user={user} search={search} onExtraInfo={setExtraFor} />
              ))}
            </Stack>
          </>
        )}
      </Box>
      {extraFor && <ExtraInfoDialog user={extraFor} onClose={() => setExtraFor(null)} />}
    </Container>
  );
}

// Admins: find people, edit their credits and Pro, exclude or delete them (back-office spec §2).
export const AdminUsersPage = () => {
  const { t } = useTranslation('adminUsers');
  return (
    <AccessGate access="admin" icon={<ManageAccountsOutlined />} title={t('title')}>
      <UsersAdmin />
    </AccessGate>
  );
};
