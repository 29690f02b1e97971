import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { shownPlaceName } from '../../../shared/places';
import { SearchBox } from '../../../shared/search-box';
import { emptySearch, searchPlace } from '../../../shared/search-slug';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { JobCard, JobCardSkeleton } from './job-card';
import { JobDetailPanel } from './job-detail-pane';
import { JobFilterBar } from './job-filter-bar';
import { filtersToQuery } from './job-filters';
import { sameSearch, useListAddress, useSearchFromAddress } from './use-search-from-address';
import { jobPath } from './job-paths';
import { PaginationBar, RangeLabel } from './pagination-bar';
import { useJobSearch } from './use-job-search';
import { withListExtras } from '../cards/list-extras';
import { PromoCard } from '../cards/promo-card';
import { SuggestionCard } from '../cards/suggestion-card';
import { useRecordSearch } from '../cards/use-record-search';
import { SearchAlert } from '../alerts/search-alert';

// The footer's links come after the list: not part of the first paint.
// A phone opens a job in a full-screen dialog: loaded on phones only.
const JobDetailDialog = lazy(() => import('./job-detail-dialog').then((m) => ({ default: m.JobDetailDialog })));
const SearchLinks = lazy(() => import('../cards/search-links').then((m) => ({ default: m.SearchLinks })));

export const JobsPage = () => {
  const { t, i18n } = useTranslation('jobs');
  const { slug } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { search, filters, page, selectedId } = useSearchFromAddress(slug, query);
  const { jobs, facets, total, totalCapped, isLoading, isError, refetch } = useJobSearch(search, filters, page);
  const selectedFromList = jobs.find((job) => job._id === selectedId);
  const filtered = filtersToQuery(filters);
  const entries = withListExtras(jobs, { promo: true, suggestion: true });
  useRecordSearch('jobs', search.query, !isLoading && !isError);

  const { open: openJob, backToResults, searchFor, changePage } = useListAddress('jobs', jobPath);

  const place = searchPlace(search);
  const heading = [search.query ? t('jobs.resultsFor', { query: search.query }) : t('jobs.allJobs'), place ? t('jobs.inPlace', { place: shownPlaceName(place, i18n.language) }) : '']
    .filter(Boolean)
    .join(' ');

  const list = isLoading ? (
    <Stack spacing={1.5} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </Stack>
  ) : isError ? (
    <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}>
      {t('jobs.loadFailed')}
    </Alert>
  ) : jobs.length === 0 ? (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <SearchOffOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
        {t('jobs.noResults')}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2 }}>{t('jobs.noResultsHint')}</Typography>
      {(!sameSearch(search, emptySearch) || filtered) && (
        <Button variant="outlined" onClick={() => navigate('/jobs')}>
          {t('jobs.clearSearch')}
        </Button>
      )}
    </Box>
  ) : (
    // a page is 20 cards: plain rendering, no list virtualisation to download
    <Stack spacing={1.5}>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <JobCard key={entry.item._id} job={entry.item} selected={entry.item._id === selectedId} onOpen={openJob} />
        ) : entry.kind === 'promo' ? (
          <PromoCard key="promo" />
        ) : (
          <SuggestionCard key="suggestion" />
        ),
      )}
    </Stack>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchBox value={search} onSearch={(next) => searchFor((now) => ({ search: next, filters: now.filters }))} />
      <JobFilterBar list="jobs" search={search} filters={filters} facets={facets} onChange={searchFor} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mt: 3, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {!isLoading && total > 0 && <RangeLabel page={page} total={total} capped={totalCapped} />}
      </Stack>
      <SearchAlert type="jobs" search={search} filters={filters} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' }}>
        <Box component="section" aria-label={heading}>
          {list}
          {!isLoading && <PaginationBar page={page} total={total} onPage={changePage} />}
          <Suspense fallback={null}>{!isLoading && <SearchLinks list="jobs" />}</Suspense>
        </Box>
        {!isMobile && <JobDetailPanel jobId={selectedId} fromList={selectedFromList} />}
      </Box>
      {isMobile && (
        <Suspense fallback={null}>
          <JobDetailDialog jobId={selectedId} fromList={selectedFromList} onBack={backToResults} />
        </Suspense>
      )}
    </Container>
  );
};
