import { useEffect, useMemo } from 'react';
import type { ResumeListItem } from '@contracts/marketplace/resumes/resume';
import type { SearchCriteria } from '../../../shared/search-slug';
import type { JobFilters } from '../jobs/job-filters';
import { PAGE_SIZE, chunkForPage, needsNextChunk, offsetInChunk } from '../jobs/pagination';
import { toSearchParams } from '../jobs/use-job-search';
import { resumesApi } from './resumes-api';

const noResumes: ResumeListItem[] = [];

// One page of a resume search: as the job list's, the slug's date part is 'updated' here.
export const useResumeSearch = (search: SearchCriteria, filters: JobFilters, page: number) => {
  const params = useMemo(() => {
    const { datePosted, company: _company, ...rest } = toSearchParams(search, filters);
    return { ...rest, ...(datePosted ? { updated: datePosted } : {}) };
  }, [search, filters]);
  const chunk = chunkForPage(page);
  const first = resumesApi.useSearchResumesQuery({ histogramType: 'resumes', params, chunk: 0, getCount: true });
  const later = resumesApi.useSearchResumesQuery({ histogramType: 'resumes', params, chunk, getCount: false }, { skip: chunk === 0 });
  const current = chunk === 0 ? first : later;
  const prefetch = resumesApi.usePrefetch('searchResumes');
  const noMore = current.data?.noMore ?? true;

  useEffect(() => {
    if (!noMore && needsNextChunk(page)) prefetch({ histogramType: 'resumes', params, chunk: chunk + 1, getCount: false });
  }, [noMore, page, chunk, params, prefetch]);

  const offset = offsetInChunk(page);
  const resumes = useMemo(() => current.data?.list.slice(offset, offset + PAGE_SIZE) ?? noResumes, [current.data, offset]);
  return {
    resumes,
    facets: first.data?.facets,
    total: first.data ? (first.data.total ?? first.data.list.length) : 0,
    totalCapped: first.data?.totalCapped ?? false,
    isLoading: first.isLoading || current.isLoading || (current.isFetching && !current.data),
    isError: first.isError || current.isError,
    refetch: first.refetch,
  };
};
