// A company's name key, slug and address, apart from the schemas: the job card and the job filter
// read these without loading the companies' schemas.

export const COMPANY_NAME_MAX = 120;
export const COMPANY_URL_MAX = 300;
// The tab lists (reviews, interviews, jobs) come 10 at a time (marketplace spec §2).
export const COMPANY_TAB_PAGE_SIZE = 10;
// The companies list's page.
export const COMPANIES_PAGE_SIZE = 20;
// The company search starts after more than 2 characters and asks by the first 2 (spec §5); an
// answer holds at most this many of the companies starting with them.
export const COMPANY_SEARCH_AFTER = 2;
export const COMPANY_SEARCH_PREFIX = 2;
export const COMPANY_SEARCH_MAX = 500;

// One company per name whatever its case and spaces: 'Blue Harbor Labs', 'blue harbor  labs' and
// 'BlueHarbor Labs' are one company.
export const companyNameKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');

// /companies/{slug}-{id}: the name lowercased, anything but letters and digits a hyphen.
export const companySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
export const companyPath = (company: { _id: string; name: string }): string => {
  const slug = companySlug(company.name);
  return `/companies/${encodeURIComponent(slug ? `${slug}-${company._id}` : company._id)}`;
};
// The id is the address's last part (ids hold no hyphen).
export const companyIdOfSlug = (slug: string): string => slug.slice(slug.lastIndexOf('-') + 1);

// Review labels (spec §9): 1–2 red, 3 yellow, 4–5 green.
export type RatingTone = 'low' | 'middle' | 'high';
export const ratingTone = (rating: number): RatingTone => (rating < 2.5 ? 'low' : rating < 3.5 ? 'middle' : 'high');
