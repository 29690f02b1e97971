import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { COMPANIES_PAGE_SIZE, COMPANY_NAME_MAX, companyPath } from '@contracts/marketplace/companies/company-values';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../shared/card-detail-shell';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { companiesApi } from './companies-api';
import { CompanyRow } from './company-row';
import { useCompanySearch } from './use-company-search';

const AddCompanyDialog = lazy(() => import('./add-company-dialog').then((m) => ({ default: m.AddCompanyDialog })));

const Loading = () => (
  <Stack spacing={1.5} aria-busy="true">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} variant="rounded" height={82} />
    ))}
  </Stack>
);

// The companies (/companies): the most reviewed first, 20 a page (?page=2), a search box that asks
// once more than 2 letters are typed, and 'Add a company'.
export const CompaniesPage = () => {
  const { t } = useTranslation('companies');
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { isAuthed } = useCurrentUser();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const search = useCompanySearch(text);
  const list = companiesApi.useGetCompaniesQuery({ page }, { skip: search.searching });
  const add = () => (isAuthed ? setAdding(true) : dispatch(signInDialogOpened('signIn')));

  let body;
  if (search.searching) {
    body = search.isFetching && !search.matches.length ? <Loading /> : search.isError ? (
      <Alert severity="error" action={<Button onClick={() => void search.refetch()}>{t('common.retry')}</Button>}>{t('list.failed')}</Alert>
    ) : search.matches.length === 0 ? (
      <EmptyState icon={<SearchOutlined />} title={t('list.noMatch', { text: text.trim() })} text={t('list.noMatchHint')} action={<Button variant="outlined" onClick={add}>{t('list.add')}</Button>} />
    ) : (
      <Stack spacing={1.5}>{search.matches.map((c) => <CompanyRow key={c._id} company={c} />)}</Stack>
    );
  } else if (list.isLoading) body = <Loading />;
  else if (list.isError || !list.data) body = <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}>{t('list.failed')}</Alert>;
  else if (list.data.total === 0) body = <EmptyState icon={<ApartmentOutlined />} title={t('list.empty')} text={t('list.emptyHint')} action={<Button variant="contained" onClick={add}>{t('list.add')}</Button>} />;
  else {
    const pages = Math.ceil(list.data.total / COMPANIES_PAGE_SIZE);
    const from = (page - 1) * COMPANIES_PAGE_SIZE + 1;
    body = (
      <Stack spacing={1.5}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('list.range', { from: from.toLocaleString(), to: Math.min(list.data.total, from + COMPANIES_PAGE_SIZE - 1).toLocaleString(), total: list.data.total.toLocaleString() })}
        </Typography>
        {list.data.list.map((c) => <CompanyRow key={c._id} company={c} />)}
        {pages > 1 && (
          <Pagination count={pages} page={Math.min(page, pages)} onChange={(_event, next) => setQuery(next > 1 ? { page: String(next) } : {})} showFirstButton={pages > 2} showLastButton={pages > 2} siblingCount={1} sx={{ alignSelf: 'center', '& ul': { flexWrap: 'nowrap' } }} />
        )}
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
            {t('list.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('list.subtitle')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddBusinessOutlined />} onClick={add} sx={{ flexShrink: 0 }}>
          {t('list.add')}
        </Button>
      </Stack>
      <TextField
        fullWidth
        type="search"
        label={t('list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={text.trim() && !search.searching ? t('list.searchHint') : ' '}
        slotProps={{ htmlInput: { maxLength: COMPANY_NAME_MAX, dir: 'auto' }, input: { startAdornment: <InputAdornment position="start"><SearchOutlined /></InputAdornment> } }}
        sx={{ mb: 1 }}
      />
      {body}
      {adding && (
        <Suspense fallback={null}>
          <AddCompanyDialog open onClose={() => setAdding(false)} onAdded={(company) => navigate(companyPath(company))} />
        </Suspense>
      )}
    </Container>
  );
};
