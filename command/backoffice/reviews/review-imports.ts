import { reviewsEvents, type ReviewsEvent } from '../../../contracts/backoffice/reviews/events';
import type { ListingData, Video } from '../../../contracts/backoffice/reviews/review';
import type { Decider } from '../../core/decider';

// An import's stream (reviews-videos, reviews-listing) knows each item it holds as it was last
// imported, so a re-import records only what is new or changed: never a duplicate.
export type ImportState = { items: Readonly<Record<string, string>>; totals: string | null };
export type ImportSource = 'platform' | 'file' | 'client';

export type ImportCommand =
  | { type: 'ImportVideos'; source: ImportSource; videos: readonly Video[]; now: Date }
  | { type: 'ImportListingReviews'; source: ImportSource; listing: ListingData; now: Date };

const initialState: ImportState = { items: {}, totals: null };
const print = (item: unknown) => JSON.stringify(item);
const totalsOf = (averageRating: number | null, totalReviewCount: number | null) => print([averageRating, totalReviewCount]);

const evolve = (state: ImportState, event: ReviewsEvent): ImportState => {
  switch (event.type) {
    case 'ReviewVideosImported':
      return { ...state, items: { ...state.items, ...Object.fromEntries(event.data.videos.map((v) => [v.videoId, print(v)])) } };
    case 'ListingReviewsImported':
      return {
        items: { ...state.items, ...Object.fromEntries(event.data.reviews.map((r) => [r.reviewId, print(r)])) },
        totals: totalsOf(event.data.averageRating, event.data.totalReviewCount),
      };
    default:
      return state;
  }
};

// The last of each id wins within one import, as a later import would.
const lastOfEach = <T>(items: readonly T[], id: (item: T) => string): T[] => [...new Map(items.map((item) => [id(item), item])).values()];

function changed<T>(state: ImportState, items: readonly T[], id: (item: T) => string) {
  const fresh = lastOfEach(items, id).filter((item) => state.items[id(item)] !== print(item));
  const added = fresh.filter((item) => state.items[id(item)] === undefined).length;
  return { fresh, added, updated: fresh.length - added };
}

function decide(c: ImportCommand, state: ImportState): ReviewsEvent[] {
  const importedAt = c.now.toISOString();
  if (c.type === 'ImportVideos') {
    const videos = c.videos.map((v) => ({ videoId: v.videoId, title: v.title, description: v.description, thumbnailUrl: v.thumbnailUrl, publishedAt: v.publishedAt }));
    const { fresh, added, updated } = changed(state, videos, (v) => v.videoId);
    return fresh.length ? [{ type: 'ReviewVideosImported', data: { source: c.source, videos: fresh, added, updated, importedAt } }] : [];
  }
  const { averageRating, totalReviewCount } = c.listing;
  const reviews = c.listing.reviews.map((r) => ({
    reviewId: r.reviewId,
    reviewer: { displayName: r.reviewer.displayName, profilePhotoUrl: r.reviewer.profilePhotoUrl || null },
    starRating: r.starRating,
    createTime: r.createTime,
    ...(r.updateTime !== undefined ? { updateTime: r.updateTime } : {}),
    ...(r.comment !== undefined ? { comment: r.comment } : {}),
  }));
  const { fresh, added, updated } = changed(state, reviews, (r) => r.reviewId);
  const totalsMoved = state.totals !== totalsOf(averageRating, totalReviewCount);
  if (!fresh.length && !totalsMoved) return [];
  return [{ type: 'ListingReviewsImported', data: { source: c.source, averageRating, totalReviewCount, reviews: fresh, added, updated, importedAt } }];
}

export const reviewImportDecider: Decider<ImportState, ImportCommand, ReviewsEvent> = { events: reviewsEvents, initialState, evolve, decide };
