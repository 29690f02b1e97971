import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { ExtraOut, PersonOut, StoredReview, StoredVideo } from '../../../contracts/backoffice/reviews/calls';
import { starRatings, type StarRating } from '../../../contracts/backoffice/reviews/review';

type Db = Kysely<Database>;
const iso = (d: Date | string): string => new Date(d).toISOString();
const isStar = (s: string): s is StarRating => (starRatings as readonly string[]).includes(s);

// What the curation page shows: the videos and listing reviews, newest first, the listing's totals,
// the extra data by kind and id, the people by email.
export async function reviewCurationRows(db: Db) {
  const [videos, reviews, summary, extras, people] = await Promise.all([
    db.selectFrom('review_video').selectAll().orderBy('published_at', 'desc').orderBy('video_id').execute(),
    db.selectFrom('listing_review').selectAll().orderBy('create_time', 'desc').orderBy('review_id').execute(),
    db.selectFrom('listing_summary').selectAll().where('id', '=', 'listing').executeTakeFirst(),
    db.selectFrom('review_extra').selectAll().execute(),
    db.selectFrom('review_person').selectAll().orderBy('email').execute(),
  ]);
  const extrasOf = (kind: 'video' | 'review'): Record<string, ExtraOut> =>
    Object.fromEntries(
      extras.filter((e) => e.kind === kind).map((e) => [e.item_id, { email: e.email, gReviewLink: e.g_review_link, hide: e.hide, synamedia: e.synamedia, bfl: e.bfl, b2b: e.b2b }]),
    );
  return {
    videos: videos.map(
      (v): StoredVideo => ({ videoId: v.video_id, title: v.title, description: v.description, thumbnailUrl: v.thumbnail_url, publishedAt: v.published_at, importedAt: iso(v.imported_at) }),
    ),
    reviews: reviews.filter((r) => isStar(r.star_rating)).map(
      (r): StoredReview => ({
        reviewId: r.review_id,
        reviewer: { displayName: r.reviewer_name, profilePhotoUrl: r.reviewer_photo },
        starRating: r.star_rating as StarRating,
        createTime: r.create_time,
        updateTime: r.update_time,
        comment: r.comment,
        importedAt: iso(r.imported_at),
      }),
    ),
    summary: {
      averageRating: summary?.average_rating === null || summary === undefined ? null : Number(summary.average_rating),
      totalReviewCount: summary?.total_review_count ?? null,
      importedAt: summary ? iso(summary.imported_at) : null,
    },
    videosExtra: extrasOf('video'),
    reviewsExtra: extrasOf('review'),
    people: Object.fromEntries(
      people.map((p): [string, PersonOut] => [p.email, { email: p.email, firstName: p.first_name, lastName: p.last_name, title: p.title, linkedin: p.linkedin, linkedinPost: p.linkedin_post }]),
    ),
  };
}
