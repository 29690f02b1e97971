import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { extraInfoTypes, type ExtraInfoRow, type ExtraInfoType } from '@contracts/identity/admin-users/admin-users';
import { extraInfoTables } from '@contracts/identity/admin-users/extra-info-tables';
import type { UserData } from '@contracts/identity/users/user';
import { errorText } from '../../../shared/api-error';
import { DataTable } from '../../../shared/data-table/data-table';
import { initialView, type TableView } from '../../../shared/data-table/table-view';
import { LoadFailed } from '../../../shared/load-failed';
import { adminUsersApi } from './admin-users-api';

// The rows of a type come all at once: the table sorts, searches and pages them here.
export function pageOf(rows: readonly ExtraInfoRow[], view: TableView, searchable: readonly string[]) {
  const needle = view.search.trim().toLowerCase();
  const fields = view.fieldsToSearch.length ? view.fieldsToSearch : searchable;
  const found = needle ? rows.filter((row) => fields.some((f) => String(row[f] ?? '').toLowerCase().includes(needle))) : [...rows];
  const { column, direction } = view.sort;
  const sign = direction === 'asc' ? 1 : -1;
  found.sort((a, b) => {
    const [x, y] = [a[column], b[column]];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
  const start = (view.page - 1) * view.pageSize;
  return { data: found.slice(start, start + view.pageSize), count: found.length };
}

function TypeTable({ user, type }: { user: UserData; type: ExtraInfoType }) {
  const { t } = useTranslation('adminUsers');
  const table = extraInfoTables[type];
  const [view, setView] = useState(() => initialView(table));
  const { data, isFetching, error, refetch } = adminUsersApi.useGetAdminExtraUserInfoQuery({ userId: user._id, type });
  const rows = data && 'extraUserData' in data ? data.extraUserData : undefined;
  const searchable = useMemo(() => table.columns.filter((c) => c.searchable).map((c) => c.key), [table]);
  const answer = useMemo(() => (rows ? { ...pageOf(rows, view, searchable), cells: [...table.columns] } : undefined), [rows, view, searchable, table]);
  const values = (key: string) => (row: ExtraInfoRow) => {
    const value = row[key];
    return typeof value === 'string' && ['job', 'profile', 'seeker', 'recruiter'].includes(value) ? t(`extra.value.${value}` as 'extra.value.job') : (value ?? '—');
  };
  return (
    <DataTable
      table={table}
      namespace="adminUsers"
      label={t(`extra.type.${type}`)}
      view={view}
      onViewChange={setView}
      extraSearch={{}}
      onExtraSearchChange={() => undefined}
      answer={answer}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      renderCell={{ objectType: values('objectType'), role: values('role') }}
      empty={
        <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} component="p">
          {t('extra.empty')}
        </Typography>
      }
    />
  );
}

// Full screen: how many of each type the person has, then the table of the type chosen.
export function ExtraInfoDialog({ user, onClose }: { user: UserData; onClose: () => void }) {
  const { t, i18n } = useTranslation('adminUsers');
  const [type, setType] = useState<ExtraInfoType | null>(null);
  const { data, isLoading, error, refetch } = adminUsersApi.useGetAdminExtraUserInfoQuery({ userId: user._id });
  const counts = data && 'counts' in data ? data.counts : undefined;
  const name = user.name || user.email;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="extra-info-title">
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography id="extra-info-title" variant="h6" component="h2" sx={{ flex: 1, fontSize: { xs: 17, sm: 20 }, overflowWrap: 'anywhere' }}>
            {t('extra.title', { name })}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={t('common.close', { ns: 'translation' })}>
            <CloseOutlined />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }} id="extra-counts">
          {t('extra.counts', { name })}
        </Typography>
        {error ? (
          <LoadFailed text={errorText(error, t('extra.failed'))} onRetry={() => void refetch()} />
        ) : (
          <Box
            role="group"
            aria-labelledby="extra-counts"
            sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' }, gap: 1 }}
          >
            {extraInfoTypes.map((key) =>
              isLoading || !counts ? (
                <Skeleton key={key} variant="rounded" height={64} />
              ) : (
                <ButtonBase
                  key={key}
                  onClick={() => setType(key)}
                  aria-pressed={type === key}
                  sx={{
                    display: 'block',
                    textAlign: 'start',
                    p: 1.25,
                    borderRadius: 2,
                    border: 1,
                    borderColor: type === key ? 'primary.main' : 'divider',
                    bgcolor: type === key ? 'action.selected' : 'background.paper',
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                  }}
                >
                  <Typography component="span" sx={{ display: 'block', fontSize: 22, fontWeight: 700, lineHeight: 1.2, color: counts[key] ? 'text.primary' : 'text.secondary' }}>
                    {number.format(counts[key])}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t(`extra.type.${key}`)}
                  </Typography>
                </ButtonBase>
              ),
            )}
          </Box>
        )}
        <Box sx={{ mt: 3 }}>
          {type ? (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {t(`extra.type.${type}`)}
              </Typography>
              <TypeTable key={type} user={user} type={type} />
            </>
          ) : (
            counts && <Typography sx={{ color: 'text.secondary' }}>{t('extra.pick')}</Typography>
          )}
        </Box>
      </Container>
    </Dialog>
  );
}
