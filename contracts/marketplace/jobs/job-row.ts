// Read-model rows to what the API answers: pure mappings shared by queries and live pushes.
import type { Selectable } from 'kysely';
import type { JobTable } from './tables';
import { jobSlug, type Job, type JobListItem } from './job';

export type JobRow = Selectable<JobTable>;

export const jobColumns = [
  'id', 'owner_id', 'title', 'company', 'company_url', 'employment_type', 'seniority_level', 'description', 'location',
  'loc_lat', 'loc_lng', 'country', 'country_code', 'street_address', 'postal_code', 'salary_min', 'salary_max',
  'salary_currency', 'salary_frequency', 'tags', 'selected_tags', 'phone', 'phone_to_all_jobs', 'status', 'applies',
  'promoted', 'created_at', 'updated_at', 'last_position',
] as const satisfies readonly (keyof JobTable)[];

export const toJob = (row: JobRow): Job => ({
  _id: row.id,
  title: row.title,
  company: row.company,
  company_url: row.company_url,
  employmentType: row.employment_type as Job['employmentType'],
  seniorityLevel: row.seniority_level as Job['seniorityLevel'],
  description: row.description,
  location: row.location,
  loc_lat: row.loc_lat,
  loc_lng: row.loc_lng,
  country: row.country,
  countryCode: row.country_code,
  streetAddress: row.street_address,
  postalCode: row.postal_code,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryCurrency: row.salary_currency as Job['salaryCurrency'],
  salaryFrequency: row.salary_frequency as Job['salaryFrequency'],
  tags: row.tags,
  selectedTags: row.selected_tags,
  phone: row.phone,
  phoneToAllJobs: row.phone_to_all_jobs,
  jobstatus: row.status as Job['jobstatus'],
  jobownerid: row.owner_id,
  datecreated: new Date(row.created_at).toISOString(),
  updated: new Date(row.updated_at).toISOString(),
  applies: row.applies,
  promoted: row.promoted,
  slug: `${jobSlug(row)}-${row.id}`,
});

export const jobListColumns = [
  'id', 'title', 'company', 'company_url', 'employment_type', 'seniority_level', 'location', 'loc_lat', 'loc_lng', 'country',
  'country_code', 'salary_min', 'salary_max', 'salary_currency', 'salary_frequency', 'tags', 'selected_tags', 'status',
  'applies', 'promoted', 'created_at', 'updated_at',
] as const satisfies readonly (keyof JobTable)[];

export type JobListRow = Pick<JobRow, (typeof jobListColumns)[number]>;

export const toJobListItem = (row: JobListRow): JobListItem => ({
  _id: row.id,
  title: row.title,
  company: row.company,
  company_url: row.company_url,
  employmentType: row.employment_type as Job['employmentType'],
  seniorityLevel: row.seniority_level as Job['seniorityLevel'],
  location: row.location,
  loc_lat: row.loc_lat,
  loc_lng: row.loc_lng,
  country: row.country,
  countryCode: row.country_code,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryCurrency: row.salary_currency as Job['salaryCurrency'],
  salaryFrequency: row.salary_frequency as Job['salaryFrequency'],
  tags: row.tags,
  selectedTags: row.selected_tags,
  jobstatus: row.status as Job['jobstatus'],
  datecreated: new Date(row.created_at).toISOString(),
  updated: new Date(row.updated_at).toISOString(),
  applies: row.applies,
  promoted: row.promoted,
  slug: `${jobSlug(row)}-${row.id}`,
});

// A job's filter values as keys of one array ('s:Senior', 'e:FULL_TIME', 'c:Acme', 't:react'), kept in
// one index with its words: a keyword search meets its filters inside the index instead of row by
// row. The projection writes them in SQL with the same prefixes.
export const JOB_FACET_PREFIX = { seniorityLevel: 's:', employmentType: 'e:', company: 'c:', tags: 't:' } as const;

export const jobFacets = (field: keyof typeof JOB_FACET_PREFIX, values: readonly string[]): string[] =>
  values.map((v) => JOB_FACET_PREFIX[field] + (field === 'tags' ? v.toLowerCase() : v));
