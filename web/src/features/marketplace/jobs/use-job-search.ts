import { useEffect, useMemo } from 'react';
import { defaultPlaces } from '@contracts/marketplace/locations/locations';
import type { JobSearchParams } from '@contracts/marketplace/jobs/calls';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { jobsApi } from './jobs-api';
import type { SearchCriteria } from '../../../shared/search-slug';
import { DEFAULT_RADIUS_KM, noFilters, type JobFilters } from './job-filters';
import { PAGE_SIZE, chunkForPage, needsNextChunk, offsetInChunk } from './pagination';

// What the search box and the filter bar ask for, as the search call takes it.
export const toSearchParams = (search: SearchCriteria, filters: JobFilters = noFilters): JobSearchParams => {
  const params: JobSearchParams = {};
  if (search.query.trim()) params.queryString = search.query.trim();
  const place = search.placeIndex === null ? undefined : defaultPlaces[search.placeIndex];
  const radius = filters.radius ?? DEFAULT_RADIUS_KM;
  // Index 0 is the whole country: no radius around it.
  if (place && place.index !== 0) {
    params.locationObj = { lat: place.lat, lng: place.lng, text: place.name };
    params.radius = radius;
  } else if (search.coordinates) {
    const { lat, lng, locality } = search.coordinates;
    params.locationObj = { lat, lng, ...(locality ? { text: locality } : {}) };
    params.radius = radius;
  }
  if (search.datePosted) params.datePosted = search.datePosted;
  if (filters.employmentType.length) params.employmentType = filters.employmentType;
  if (filters.seniorityLevel.length) params.seniorityLevel = filters.seniorityLevel;
  if (filters.tags.length) params.tags = filters.tags;
  if (filters.company.length) params.company = filters.company;
  return params;
};

// One page of a search. Chunk 0 always carries the total; the page's own chunk is fetched when it
// is further in, and the next chunk is prefetched near the end of the loaded ones.
export const useJobSearch = (search: SearchCriteria, filters: JobFilters, page: number) => {
  const params = useMemo(() => toSearchParams(search, filters), [search, filters]);
  const chunk = chunkForPage(page);
  const first = jobsApi.useGetHistogramObjectsQuery({ histogramType: 'jobs', params, chunk: 0, getCount: true });
  const later = jobsApi.useGetHistogramObjectsQuery({ histogramType: 'jobs', params, chunk, getCount: false }, { skip: chunk === 0 });
  const current = chunk === 0 ? first : later;
  const prefetch = jobsApi.usePrefetch('getHistogramObjects');
  const noMore = current.data?.noMore ?? true;

  useEffect(() => {
    if (!noMore && needsNextChunk(page)) prefetch({ histogramType: 'jobs', params, chunk: chunk + 1, getCount: false });
  }, [noMore, page, chunk, params, prefetch]);

  const offset = offsetInChunk(page);
  const jobs = useMemo(() => current.data?.list.slice(offset, offset + PAGE_SIZE) ?? [], [current.data, offset]);
  const total = first.data ? (first.data.total ?? first.data.list.length) : 0;
  const totalCapped = first.data?.totalCapped ?? false;

  return {
    jobs,
    // each filter's values with their counts over every match
    facets: first.data?.facets,
    total,
    totalCapped,
    isLoading: first.isLoading || current.isLoading || (current.isFetching && !current.data),
    isError: first.isError || current.isError,
    refetch: first.refetch,
  };
};
