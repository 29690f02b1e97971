import { z } from 'zod';
import { domainError, isDomainError, type DomainError } from '../../../../contracts/core/errors';
import { reviewsMessages as m } from '../../../../contracts/backoffice/reviews/messages';
import { LISTING_MAX_PAGES, listingReviewSchema, type ListingData } from '../../../../contracts/backoffice/reviews/review';
import { getJson, type Fetch } from './fetch-json';
import type { ReviewSourcesConfig } from './source-config';

// The Google Business Profile answers the import reads: accounts.list, locations.list, reviews.list.
const accountsSchema = z.object({ accounts: z.array(z.object({ name: z.string() })).default([]) });
const locationsSchema = z.object({ locations: z.array(z.object({ name: z.string() })).default([]) });
export const reviewsPageSchema = z.object({
  reviews: z.array(listingReviewSchema).default([]),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().int().optional(),
  nextPageToken: z.string().optional(),
});

const refused = (message: string) => domainError('ReviewImportRefused', message);

// The one account's one location's reviews, up to 10 pages (spec §9); the service's refusals by
// name (spec §5): 'No Accounts', 'More than One Account', 'No Locations', 'More than One Location', 'No Data'.
export async function fetchListingReviews(fetch: Fetch, config: ReviewSourcesConfig['listing'], accessToken: string): Promise<ListingData | DomainError> {
  const auth = { authorization: `Bearer ${accessToken}` };
  const read = async <T>(url: string, schema: z.ZodType<T>): Promise<T | DomainError> => {
    const got = await getJson(fetch, url, auth);
    if (isDomainError(got)) return got;
    const parsed = schema.safeParse(got.body);
    return parsed.success ? parsed.data : refused(m.NoData);
  };
  const accounts = await read(`${config.accountsUrl}/accounts`, accountsSchema);
  if (isDomainError(accounts)) return accounts;
  if (accounts.accounts.length === 0) return refused(m.NoAccounts);
  if (accounts.accounts.length > 1) return refused(m.MoreThanOneAccount);
  const account = accounts.accounts[0]!.name;
  const locations = await read(`${config.locationsUrl}/${account}/locations?readMask=name,title`, locationsSchema);
  if (isDomainError(locations)) return locations;
  if (locations.locations.length === 0) return refused(m.NoLocations);
  if (locations.locations.length > 1) return refused(m.MoreThanOneLocation);
  // a location's name is "locations/{id}"; its reviews are under the account
  const location = locations.locations[0]!.name;
  const listing: ListingData = { averageRating: null, totalReviewCount: null, reviews: [] };
  let pageToken: string | undefined;
  for (let page = 0; page < LISTING_MAX_PAGES; page++) {
    const query = new URLSearchParams({ pageSize: '50', ...(pageToken ? { pageToken } : {}) });
    const got = await read(`${config.reviewsUrl}/${account}/${location}/reviews?${query}`, reviewsPageSchema);
    if (isDomainError(got)) return got;
    listing.reviews.push(...got.reviews);
    listing.averageRating = got.averageRating ?? listing.averageRating;
    listing.totalReviewCount = got.totalReviewCount ?? listing.totalReviewCount;
    pageToken = got.nextPageToken;
    if (!pageToken) break;
  }
  if (listing.reviews.length === 0) return refused(m.NoData);
  return listing;
}
