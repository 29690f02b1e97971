import { lazy, Suspense, useMemo } from 'react';
import type { AlertType } from '@contracts/marketplace/alerts/alert';
import { searchPath, type SearchCriteria } from '../../../shared/search-slug';
import { filtersToQuery, type JobFilters } from '../jobs/job-filters';
import { toSearchParams } from '../jobs/use-job-search';
import { loadAlertsStrings } from './alerts-strings';

// The banner and its strings load after the list: not part of the list's first paint.
const AlertBanner = lazy(() => Promise.all([import('./alert-banner'), loadAlertsStrings()]).then(([m]) => ({ default: m.AlertBanner })));

// The email alert of the search a list shows (its words, place and filters; a date filter is what
// the alert does by itself), linking back to the list's address.
export function SearchAlert({ type, search, filters }: { type: AlertType; search: SearchCriteria; filters: JobFilters }) {
  const params = useMemo(() => {
    const { datePosted: _posted, ...rest } = toSearchParams(search, filters);
    return rest;
  }, [search, filters]);
  const url = `${searchPath(type, { ...search, datePosted: undefined })}${filtersToQuery(filters)}`;
  return (
    <Suspense fallback={null}>
      <AlertBanner type={type} params={params} url={url} />
    </Suspense>
  );
}
