import { employmentTypes, seniorityLevels, type EmploymentType, type SeniorityLevel } from '@contracts/identity/users/work-kinds';
import type { FacetValue } from '@contracts/marketplace/jobs/calls';
import { JOB_SEARCH_LIMITS } from '@contracts/marketplace/jobs/search-values';

// The filter bar of the job list (marketplace spec, list screen): what the keywords and the place
// leave open. They live in the address's query (?seniority=Senior&type=PART_TIME,CONTRACTOR&
// tags=React&company=Acme&radius=10), so a filtered list can be shared and survives a reload; the
// date posted lives in the search slug with the keywords (…_D604800).
export type JobFilters = {
  // km around the chosen place; the list's default when not chosen
  radius?: number;
  employmentType: EmploymentType[];
  seniorityLevel: SeniorityLevel[];
  tags: string[];
  company: string[];
};

export const RADIUS_OPTIONS = [2, 5, 10, 25, 50, 100, 320] as const;
export const DEFAULT_RADIUS_KM = 25;
// the date-posted filter's options, in seconds
export const DATE_POSTED_OPTIONS = [
  { seconds: 86_400, key: 'pastDay' },
  { seconds: 3 * 86_400, key: 'past3Days' },
  { seconds: 7 * 86_400, key: 'pastWeek' },
  { seconds: 30 * 86_400, key: 'pastMonth' },
] as const;
// as many tags and companies as the search takes, each no longer than it takes
export const MAX_FILTER_VALUES = JOB_SEARCH_LIMITS.values;
export const MAX_TAG_LENGTH = JOB_SEARCH_LIMITS.tagLength;
export const MAX_COMPANY_LENGTH = JOB_SEARCH_LIMITS.companyLength;

export const noFilters: JobFilters = { employmentType: [], seniorityLevel: [], tags: [], company: [] };

const list = (query: URLSearchParams, name: string): string[] =>
  query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const unique = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

// What an address asks for; anything the search would refuse (an unknown type, a radius not on
// offer, too many or too long values) is left out rather than failing the page.
export function filtersFromQuery(query: URLSearchParams): JobFilters {
  const radius = Number(query.get('radius'));
  const known = <T extends string>(values: readonly T[], wanted: string[]): T[] => values.filter((value) => wanted.includes(value));
  return {
    ...((RADIUS_OPTIONS as readonly number[]).includes(radius) ? { radius } : {}),
    employmentType: known(employmentTypes, list(query, 'type')),
    seniorityLevel: known(seniorityLevels, list(query, 'seniority')),
    tags: unique(list(query, 'tags').filter((tag) => tag.length <= MAX_TAG_LENGTH)).slice(0, MAX_FILTER_VALUES),
    // a company name may hold a comma: each is a parameter of its own
    company: unique(query.getAll('company').map((c) => c.trim()).filter((c) => c && c.length <= MAX_COMPANY_LENGTH)).slice(0, MAX_FILTER_VALUES),
  };
}

// The query that filtersFromQuery reads back: '' without filters, else '?…'.
export function filtersToQuery(filters: JobFilters): string {
  const query = new URLSearchParams();
  if (filters.employmentType.length) query.set('type', filters.employmentType.join(','));
  if (filters.seniorityLevel.length) query.set('seniority', filters.seniorityLevel.join(','));
  if (filters.tags.length) query.set('tags', filters.tags.join(','));
  for (const company of filters.company) query.append('company', company);
  if (filters.radius !== undefined) query.set('radius', String(filters.radius));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const sameFilters = (a: JobFilters, b: JobFilters): boolean => filtersToQuery(a) === filtersToQuery(b);

// Filters that narrow the list (a radius only narrows it with a place).
export const activeFilters = (filters: JobFilters, datePosted: number | undefined, hasPlace: boolean): number =>
  (filters.employmentType.length ? 1 : 0) +
  (filters.seniorityLevel.length ? 1 : 0) +
  (filters.tags.length ? 1 : 0) +
  (filters.company.length ? 1 : 0) +
  (datePosted ? 1 : 0) +
  (hasPlace && filters.radius !== undefined ? 1 : 0);

export type PossibleValue = { value: string; count: number; selected: boolean };

// A filter's values to offer, from the search's counts over every match (the server's facets): the
// chosen ones first, whatever their case, then the rest by how many matches carry them.
export function offeredValues(counted: readonly FacetValue[] | undefined, selected: readonly string[], max = 30): PossibleValue[] {
  const chosen = new Set(selected.map((s) => s.toLowerCase()));
  const countOf = new Map((counted ?? []).map((v) => [v.value.toLowerCase(), v.count]));
  const picked = selected.map((value) => ({ value, count: countOf.get(value.toLowerCase()) ?? 0, selected: true }));
  const others = (counted ?? [])
    .filter((v) => !chosen.has(v.value.toLowerCase()))
    .map((v) => ({ ...v, selected: false }))
    .slice(0, Math.max(0, max - picked.length));
  return [...picked, ...others];
}

// One value in or out of a filter, matched whatever its case (tags are matched so).
export const toggled = <T extends string>(values: readonly T[], value: T): T[] =>
  values.some((v) => v.toLowerCase() === value.toLowerCase()) ? values.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...values, value];
