import { sql } from 'kysely';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('review_video')
    .ifNotExists()
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('published_at', 'text')
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('listing_review')
    .ifNotExists()
    .addColumn('review_id', 'text', (c) => c.primaryKey())
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('reviewer_photo', 'text')
    .addColumn('star_rating', 'text', (c) => c.notNull())
    .addColumn('create_time', 'text', (c) => c.notNull())
    .addColumn('update_time', 'text')
    .addColumn('comment', 'text')
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('listing_summary')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('average_rating', 'double precision')
    .addColumn('total_review_count', 'integer')
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('review_extra')
    .ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('g_review_link', 'text', (c) => c.notNull())
    .addColumn('hide', 'boolean', (c) => c.notNull())
    .addColumn('synamedia', 'boolean', (c) => c.notNull())
    .addColumn('bfl', 'boolean', (c) => c.notNull())
    .addColumn('b2b', 'boolean', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_extra_pk', ['kind', 'item_id'])
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('review_person')
    .ifNotExists()
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('linkedin', 'text', (c) => c.notNull())
    .addColumn('linkedin_post', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

// The page lists the newest first.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS review_video_published_idx ON review_video (published_at DESC, video_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS listing_review_created_idx ON listing_review (create_time DESC, review_id)`.execute(db);
};

// The imported videos and listing reviews (an item imported again is updated in place), the
// listing's totals, and staff's extra data with the people the items are from.
export const reviewsProjection = rowProjection({
  name: 'reviews',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'review_video',
      key: ['video_id'],
      on: {
        ReviewVideosImported: ({ data }) =>
          data.videos.map((v) => ({
            upsert: { video_id: v.videoId, title: v.title, description: v.description, thumbnail_url: v.thumbnailUrl, published_at: v.publishedAt, imported_at: data.importedAt },
          })),
      },
    }),
    rowTable({
      table: 'listing_review',
      key: ['review_id'],
      on: {
        ListingReviewsImported: ({ data }) =>
          data.reviews.map((r) => ({
            upsert: {
              review_id: r.reviewId,
              reviewer_name: r.reviewer.displayName,
              reviewer_photo: r.reviewer.profilePhotoUrl ?? null,
              star_rating: r.starRating,
              create_time: r.createTime,
              update_time: r.updateTime ?? null,
              comment: r.comment ?? null,
              imported_at: data.importedAt,
            },
          })),
      },
    }),
    rowTable({
      table: 'listing_summary',
      key: ['id'],
      on: {
        ListingReviewsImported: ({ data }) => ({ upsert: { id: 'listing', average_rating: data.averageRating, total_review_count: data.totalReviewCount, imported_at: data.importedAt } }),
      },
    }),
    rowTable({
      table: 'review_extra',
      key: ['kind', 'item_id'],
      on: {
        ReviewExtraDataSaved: ({ data }) => ({
          upsert: { kind: data.kind, item_id: data.id, email: data.email, g_review_link: data.gReviewLink, hide: data.hide, synamedia: data.synamedia, bfl: data.bfl, b2b: data.b2b, saved_at: data.savedAt },
        }),
      },
    }),
    rowTable({
      table: 'review_person',
      key: ['email'],
      on: {
        ReviewPersonSaved: ({ data }) => ({
          upsert: { email: data.email, first_name: data.firstName, last_name: data.lastName, title: data.title, linkedin: data.linkedin, linkedin_post: data.linkedinPost, saved_at: data.savedAt },
        }),
      },
    }),
  ],
});
