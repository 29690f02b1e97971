import { reviewsFeature } from '../../../contracts/backoffice/reviews/feature';
import { reviewsProjection } from '../../../projections/backoffice/reviews/reviews.projection';
import { defineServerFeature } from '../../server/feature';
import { getJHReviewData, saveJHReviewData, saveReviewsFromGoogle, saveVideosFromYoutube } from './calls/review-calls';

const reads = [reviewsProjection];

export const reviewsServer = defineServerFeature({
  contract: reviewsFeature,
  projections: [reviewsProjection],
  migrations: [],
  reads: { saveJHReviewData: reads, saveVideosFromYoutube: reads, saveReviewsFromGoogle: reads },
  calls: { getJHReviewData, saveJHReviewData, saveVideosFromYoutube, saveReviewsFromGoogle },
});
