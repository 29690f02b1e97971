import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { shownPlaceName } from '../../../shared/places';
import { SearchBox } from '../../../shared/search-box';
import { emptySearch, searchPlace } from '../../../shared/search-slug';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { JobFilterBar } from '../jobs/job-filter-bar';
import { filtersToQuery } from '../jobs/job-filters';
import { PaginationBar, RangeLabel } from '../jobs/pagination-bar';
import { sameSearch, useListAddress, useSearchFromAddress } from '../jobs/use-search-from-address';
import { ResumeCard, ResumeCardSkeleton } from './resume-card';
import { ResumeDetailPanel } from './resume-detail-pane';
import { resumePath } from './resume-paths';
import { useResumeSearch } from './use-resume-search';
import { withListExtras } from '../cards/list-extras';
import { SuggestionCard } from '../cards/suggestion-card';
import { useRecordSearch } from '../cards/use-record-search';
import { SearchAlert } from '../alerts/search-alert';

const ResumeDetailDialog = lazy(() => import('./resume-detail-dialog').then((m) => ({ default: m.ResumeDetailDialog })));
const SearchLinks = lazy(() => import('../cards/search-links').then((m) => ({ default: m.SearchLinks })));

// /resumes/{slug}?{filters}&page=n: as the job list, a search slug sets the search, an item slug
// opens that resume beside it; the address holds everything, so it can be pasted and walked back.
export const ResumesPage = () => {
  const { t, i18n } = useTranslation('resumes');
  const { t: tJobs } = useTranslation('jobs');
  const { slug } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { search, filters, page, selectedId } = useSearchFromAddress(slug, query);
  const { resumes, facets, total, totalCapped, isLoading, isError, refetch } = useResumeSearch(search, filters, page);

  useRecordSearch('resumes', search.query, !isLoading && !isError);
  const { open: openResume, backToResults, searchFor, changePage } = useListAddress('resumes', resumePath);

  const place = searchPlace(search);
  const heading = [search.query ? t('resumes.resultsFor', { query: search.query }) : t('resumes.allResumes'), place ? t('resumes.inPlace', { place: shownPlaceName(place, i18n.language) }) : '']
    .filter(Boolean)
    .join(' ');

  const list = isLoading ? (
    <Stack spacing={1.5} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <ResumeCardSkeleton key={i} />
      ))}
    </Stack>
  ) : isError ? (
    <Alert severity="error" action={<Button onClick={() => void refetch()}>{tJobs('common.retry')}</Button>}>
      {t('resumes.loadFailed')}
    </Alert>
  ) : resumes.length === 0 ? (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <PersonSearchOutlined sx={{ fontSize: 48, color: 'primary.light' }} />
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
        {t('resumes.noResults')}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 2 }}>{t('resumes.noResultsHint')}</Typography>
      {(!sameSearch(search, emptySearch) || filtersToQuery(filters)) && (
        <Button variant="outlined" onClick={() => navigate('/resumes')}>
          {t('resumes.clearSearch')}
        </Button>
      )}
    </Box>
  ) : (
    <Stack spacing={1.5}>
      {withListExtras(resumes, { promo: false, suggestion: true }).map((entry) =>
        entry.kind === 'item' ? <ResumeCard key={entry.item._id} resume={entry.item} selected={entry.item._id === selectedId} onOpen={openResume} /> : <SuggestionCard key={entry.kind} />,
      )}
    </Stack>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <SearchBox value={search} onSearch={(next) => searchFor((now) => ({ search: next, filters: now.filters }))} />
      <JobFilterBar list="resumes" search={search} filters={filters} facets={facets} onChange={searchFor} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mt: 3, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {!isLoading && total > 0 && <RangeLabel page={page} total={total} capped={totalCapped} />}
      </Stack>
      <SearchAlert type="resumes" search={search} filters={filters} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: isMobile ? 'minmax(0, 1fr)' : 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' }}>
        <Box component="section" aria-label={heading}>
          {list}
          {!isLoading && <PaginationBar page={page} total={total} onPage={changePage} />}
          <Suspense fallback={null}>{!isLoading && <SearchLinks list="resumes" />}</Suspense>
        </Box>
        {!isMobile && <ResumeDetailPanel resumeId={selectedId} />}
      </Box>
      {isMobile && (
        <Suspense fallback={null}>
          <ResumeDetailDialog resumeId={selectedId} onBack={backToResults} />
        </Suspense>
      )}
    </Container>
  );
};
