import { describe, it } from 'vitest';
import type { ReviewsEvent } from '../../../contracts/backoffice/reviews/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { reviewCurationDecider } from './review-curation';
import { reviewImportDecider } from './review-imports';

const now = new Date('2026-11-29T10:00:00.000Z');
const importedAt = now.toISOString();
const video = (videoId: string, title = `Video ${videoId}`) => ({ videoId, title, description: '', thumbnailUrl: null, publishedAt: '2026-01-01T00:00:00Z' });
const review = (reviewId: string, comment = 'Great') => ({ reviewId, reviewer: { displayName: 'Dana', profilePhotoUrl: null }, starRating: 'FIVE' as const, createTime: '2026-01-01T00:00:00Z', comment });
const videosImported = (videos: ReturnType<typeof video>[], added: number, updated: number): ReviewsEvent => ({ type: 'ReviewVideosImported', data: { source: 'file', videos, added, updated, importedAt } });

describe('an import', () => {
  const given = DeciderSpecification.for(reviewImportDecider);

  it('records new videos once, and only what changed when imported again', () => {
    given([]).when({ type: 'ImportVideos', source: 'file', videos: [video('a'), video('b')], now }).then([videosImported([video('a'), video('b')], 2, 0)]);
    given([videosImported([video('a'), video('b')], 2, 0)])
      .when({ type: 'ImportVideos', source: 'file', videos: [video('a'), video('b', 'Renamed'), video('c')], now })
      .then([videosImported([video('b', 'Renamed'), video('c')], 1, 1)]);
    given([videosImported([video('a')], 1, 0)]).when({ type: 'ImportVideos', source: 'file', videos: [video('a')], now }).then([]);
  });

  it('keeps the last of an id sent twice in one import', () => {
    given([]).when({ type: 'ImportVideos', source: 'client', videos: [video('a'), video('a', 'Later')], now }).then([{ type: 'ReviewVideosImported', data: { source: 'client', videos: [video('a', 'Later')], added: 1, updated: 0, importedAt } }]);
  });

  it('records listing reviews by reviewId, and the listing’s totals when they move', () => {
    const first: ReviewsEvent = { type: 'ListingReviewsImported', data: { source: 'platform', averageRating: 4.5, totalReviewCount: 2, reviews: [review('r1'), review('r2')], added: 2, updated: 0, importedAt } };
    given([]).when({ type: 'ImportListingReviews', source: 'platform', listing: { averageRating: 4.5, totalReviewCount: 2, reviews: [review('r1'), review('r2')] }, now }).then([first]);
    given([first]).when({ type: 'ImportListingReviews', source: 'platform', listing: { averageRating: 4.5, totalReviewCount: 2, reviews: [review('r1')] }, now }).then([]);
    given([first])
      .when({ type: 'ImportListingReviews', source: 'platform', listing: { averageRating: 4.7, totalReviewCount: 3, reviews: [review('r1', 'Edited')] }, now })
      .then([{ type: 'ListingReviewsImported', data: { source: 'platform', averageRating: 4.7, totalReviewCount: 3, reviews: [review('r1', 'Edited')], added: 0, updated: 1, importedAt } }]);
    // the totals alone moved: recorded with no review
    given([first]).when({ type: 'ImportListingReviews', source: 'platform', listing: { averageRating: 4.6, totalReviewCount: 2, reviews: [review('r1')] }, now }).then([
      { type: 'ListingReviewsImported', data: { source: 'platform', averageRating: 4.6, totalReviewCount: 2, reviews: [], added: 0, updated: 0, importedAt } },
    ]);
  });

  it('keeps a reviewer’s photo and a review’s update time when the listing has them', () => {
    const updated = { ...review('r3'), reviewer: { displayName: 'Noa', profilePhotoUrl: 'https://photos.example/noa.jpg' }, updateTime: '2026-02-01T00:00:00Z' };
    const noPhoto = { ...review('r4'), reviewer: { displayName: 'Ron', profilePhotoUrl: '' } };
    given([]).when({ type: 'ImportListingReviews', source: 'file', listing: { averageRating: null, totalReviewCount: null, reviews: [updated, noPhoto] }, now }).then([
      {
        type: 'ListingReviewsImported',
        data: { source: 'file', averageRating: null, totalReviewCount: null, reviews: [updated, { ...noPhoto, reviewer: { displayName: 'Ron', profilePhotoUrl: null } }], added: 2, updated: 0, importedAt },
      },
    ]);
  });
});

describe('the curation', () => {
  const given = DeciderSpecification.for(reviewCurationDecider);
  const extra = { kind: 'review' as const, id: 'r1', email: 'dana@example.com', gReviewLink: '', hide: true, synamedia: false, bfl: true, b2b: false };
  const person = { email: 'dana@example.com', firstName: 'Dana', lastName: 'Levi', title: 'QA', linkedin: '', linkedinPost: '' };
  const extraSaved: ReviewsEvent = { type: 'ReviewExtraDataSaved', data: { ...extra, savedAt: importedAt } };
  const personSaved: ReviewsEvent = { type: 'ReviewPersonSaved', data: { ...person, savedAt: importedAt } };

  it('saves an imported item’s extra data and the person’s data, each only when changed', () => {
    given([]).when({ type: 'SaveCuration', extra, person, itemExists: true, now }).then([extraSaved, personSaved]);
    given([extraSaved, personSaved]).when({ type: 'SaveCuration', extra, person, itemExists: true, now }).then([]);
    given([extraSaved]).when({ type: 'SaveCuration', extra: { ...extra, hide: false }, itemExists: true, now }).then([{ type: 'ReviewExtraDataSaved', data: { ...extra, hide: false, savedAt: importedAt } }]);
  });

  it('keeps each item’s extra data apart, and saves a person whose data changed', () => {
    // the same data on another item, or on a video of the same id, is that item's own first save
    given([extraSaved]).when({ type: 'SaveCuration', extra: { ...extra, id: 'r2' }, itemExists: true, now }).then([{ type: 'ReviewExtraDataSaved', data: { ...extra, id: 'r2', savedAt: importedAt } }]);
    given([extraSaved]).when({ type: 'SaveCuration', extra: { ...extra, kind: 'video' }, itemExists: true, now }).then([{ type: 'ReviewExtraDataSaved', data: { ...extra, kind: 'video', savedAt: importedAt } }]);
    given([personSaved]).when({ type: 'SaveCuration', person: { ...person, title: 'QA Lead' }, itemExists: true, now }).then([{ type: 'ReviewPersonSaved', data: { ...person, title: 'QA Lead', savedAt: importedAt } }]);
  });

  it('refuses extra data on an item never imported, but saves a person alone', () => {
    given([]).when({ type: 'SaveCuration', extra, itemExists: false, now }).thenFails('ReviewItemNotFound');
    given([]).when({ type: 'SaveCuration', person, itemExists: true, now }).then([personSaved]);
  });
});
