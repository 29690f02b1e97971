import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Virtuoso } from 'react-virtuoso';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { defaultPlaces } from '@contracts/marketplace/locations/locations';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { placeLabel } from '../../../shared/places';
import { SearchBox } from '../../../shared/search-box';
import { emptySearch, parseSlug, searchPath, type SearchCriteria } from '../../../shared/search-slug';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { JobCard, JobCardSkeleton } from './job-card';
import { JobDetailDialog, JobDetailPanel } from './job-detail-pane';
import { JobFilterBar } from './job-filter-bar';
import { filtersFromQuery, filtersToQuery, sameFilters, type JobFilters } from './job-filters';
import { jobPath } from './job-paths';
import { PAGE_SIZE } from './pagination';
import { PaginationBar, RangeLabel } from './pagination-bar';
import { useJobSearch } from './use-job-search';

const sameSearch = (a: SearchCriteria, b: SearchCriteria) => JSON.stringify(a) === JSON.stringify(b);

// /jobs/{slug}?{filters}: a search slug (…-SRCH_…) sets the search, an item slug opens that job
// beside the current search, no slug lists everything; the query holds the filter bar's choices.
// Opening a job keeps the search and its filters; a new search or filter starts at page one.
const useSearchFromAddress = (slug: string | undefined, query: URLSearchParams) => {
  const parsed = parseSlug(slug);
  const [search, setSearch] = useState<SearchCriteria>(parsed.kind === 'search' ? parsed.search : emptySearch);
  const [filters, setFilters] = useState<JobFilters>(() => filtersFromQuery(query));
  const [page, setPage] = useState(0);
  const [seen, setSeen] = useState({ slug, query: query.toString() });
  if (slug !== seen.slug || query.toString() !== seen.query) {
    setSeen({ slug, query: query.toString() });
    const next = parsed.kind === 'search' ? parsed.search : parsed.kind === 'none' ? emptySearch : search;
    const nextFilters = parsed.kind === 'item' ? filters : filtersFromQuery(query);
    if (!sameSearch(next, search) || !sameFilters(nextFilters, filters)) {
      setSearch(next);
      setFilters(nextFilters);
      setPage(0);
    }
  }
  return { search, filters, page, setPage, selectedId: parsed.kind === 'item' ? parsed.id : null };
};

export const JobsPage = () => {
  const { t, i18n } = useTranslation('jobs');
  const { slug } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { search, filters, page, setPage, selectedId } = useSearchFromAddress(slug, query);
  const { jobs, loaded, total, totalCapped, isLoading, isError, refetch } = useJobSearch(search, filters, page);
  const selectedFromList = jobs.find((job) => job._id === selectedId);
  const filtered = filtersToQuery(filters);

  const openJob = useCallback((job: JobListItem) => navigate(`${jobPath(job)}${filtered}`), [navigate, filtered]);
  const backToResults = () => navigate(`${searchPath('jobs', search)}${filtered}`);
  const searchFor = (next: SearchCriteria, nextFilters: JobFilters) => navigate(`${searchPath('jobs', next)}${filtersToQuery(nextFilters)}`);
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  const place = search.placeIndex === null ? undefined : defaultPlaces[search.placeIndex];
  const heading = [search.query ? t('jobs.resultsFor', { query: search.query }) : t('jobs.allJobs'), place ? t('jobs.inPlace', { place: placeLabel(place, i18n.language) }) : '']
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
    <Virtuoso
      useWindowScroll
      data={jobs}
      initialItemCount={Math.min(jobs.length, PAGE_SIZE)}
      computeItemKey={(_, job) => job._id}
      itemContent={(_, job) => (
        <Box sx={{ pb: 1.5 }}>
          <JobCard job={job} selected={job._id === selectedId} onOpen={openJob} />
        </Box>
      )}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchBox value={search} onSearch={(next) => searchFor(next, filters)} />
      <JobFilterBar search={search} filters={filters} jobs={loaded} onChange={searchFor} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mt: 3, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {!isLoading && total > 0 && <RangeLabel page={page} total={total} capped={totalCapped} />}
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isMobile ? '1fr' : 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' }}>
        <Box component="section" aria-label={heading}>
          {list}
          {!isLoading && <PaginationBar page={page} total={total} onPage={changePage} />}
        </Box>
        {!isMobile && <JobDetailPanel jobId={selectedId} fromList={selectedFromList} />}
      </Box>
      {isMobile && <JobDetailDialog jobId={selectedId} fromList={selectedFromList} onBack={backToResults} />}
    </Container>
  );
};
