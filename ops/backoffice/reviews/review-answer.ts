import type { ReviewData } from '../../../contracts/backoffice/reviews/calls';
import { reviewCurationRows } from '../../../query/backoffice/reviews/get-review-data';
import type { ApiDeps } from '../../server/feature';
import { missingForListing, missingForVideos, reviewSourcesConfig } from './sources/source-config';

// The curation page's data (getJHReviewData), with what each import lacks to run from the server.
export async function reviewDataAnswer(deps: ApiDeps): Promise<ReviewData> {
  const rows = await reviewCurationRows(deps.db);
  const config = reviewSourcesConfig();
  const videosMissing = missingForVideos(config);
  const listingMissing = missingForListing(config);
  return {
    videos: rows.videos,
    videosExtra: rows.videosExtra,
    gReviews: { ...rows.summary, reviews: rows.reviews },
    gReviewsExtra: rows.reviewsExtra,
    usersData: rows.people,
    googleCientId: config.listing.clientId,
    sources: { videos: { ready: videosMissing.length === 0, missing: videosMissing }, listing: { ready: listingMissing.length === 0, missing: listingMissing } },
  };
}
