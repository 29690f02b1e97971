import type { StoredJob } from '../../../contracts/marketplace/jobs/events';

// A job as JobCreated stores it: what the statistics read of it is its title and tags.
export const storedJobOf = (title: string, tags: string[]): StoredJob => ({
  title,
  company: 'Acme',
  company_url: null,
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Mid-Level',
  description: 'Build things.',
  location: 'Tel Aviv',
  loc_lat: 32.08,
  loc_lng: 34.78,
  country: 'Israel',
  countryCode: 'IL',
  streetAddress: null,
  postalCode: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'ILS',
  salaryFrequency: 'MONTH',
  tags,
  selectedTags: [],
  phone: null,
  phoneToAllJobs: false,
});
