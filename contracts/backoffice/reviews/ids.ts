// Stream ids of the reviews curation are built only here: the imported videos, the imported
// listing reviews, and the staff's extra data on both with the people the reviews are from.
export const REVIEWS_STREAM_PREFIX = 'reviews-';
export const reviewVideosStreamId = 'reviews-videos';
export const reviewListingStreamId = 'reviews-listing';
export const reviewCurationStreamId = 'reviews-curation';
