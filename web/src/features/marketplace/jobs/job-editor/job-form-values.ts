import type { Job, JobInfo, JobInfoInput } from '@contracts/marketplace/jobs/job';

export const jobFormFields = [
  'title', 'company', 'company_url', 'employmentType', 'seniorityLevel', 'description', 'location', 'loc_lat', 'loc_lng',
  'country', 'countryCode', 'streetAddress', 'postalCode', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryFrequency',
  'tags', 'selectedTags', 'phone', 'phoneToAllJobs',
] as const satisfies readonly (keyof JobInfo)[];

// Seniority starts empty so the recruiter has to choose it.
export const emptyJobForm = (): JobInfoInput => ({
  title: '',
  company: '',
  company_url: null,
  employmentType: 'FULL_TIME',
  seniorityLevel: '' as JobInfoInput['seniorityLevel'],
  description: '',
  location: '',
  loc_lat: undefined as unknown as number,
  loc_lng: undefined as unknown as number,
  country: 'Israel',
  countryCode: 'IL',
  streetAddress: null,
  postalCode: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'ILS',
  salaryFrequency: 'MONTH',
  tags: [],
  selectedTags: [],
  phone: null,
  phoneToAllJobs: false,
});

export const jobToForm = (job: Job): JobInfoInput =>
  Object.fromEntries(jobFormFields.map((field) => [field, job[field]])) as JobInfoInput;

// saveUserJob takes only what changed; a place travels with its coordinates, a salary with its pair.
export const changedFields = (values: JobInfo, dirty: Partial<Record<keyof JobInfo, unknown>>): Partial<JobInfo> => {
  const keys = new Set(jobFormFields.filter((field) => dirty[field]));
  if (keys.has('location') || keys.has('loc_lat')) ['location', 'loc_lat', 'loc_lng', 'country', 'countryCode'].forEach((k) => keys.add(k as keyof JobInfo));
  if (keys.has('tags')) keys.add('selectedTags');
  // the salary pair is checked together
  if (keys.has('salaryMin') || keys.has('salaryMax')) ['salaryMin', 'salaryMax'].forEach((k) => keys.add(k as keyof JobInfo));
  return Object.fromEntries([...keys].map((key) => [key, values[key]])) as Partial<JobInfo>;
};
