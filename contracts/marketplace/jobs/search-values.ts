// The job search's numbers and a job's slug, apart from the schemas: the lists' first screen reads
// these, and loads no schema library for them (job.ts and calls.ts hold the schemas).

export const JOB_CHUNK_SIZE = 600;

// Totals are counted up to this; past it the list says '1,000+'.
export const JOB_TOTAL_CAP = 1000;

// How many values a search filter takes, and how long each may be: the job list's filter bar keeps
// within them so that what an address asks for is never refused.
export const JOB_SEARCH_LIMITS = { values: 20, tagLength: 60, companyLength: 120 } as const;

// Slug: company, title, location, lowercased; anything but letters and digits becomes a hyphen.
export const jobSlug = (job: { company: string; title: string; location: string }): string =>
  [job.company, job.title, job.location]
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
