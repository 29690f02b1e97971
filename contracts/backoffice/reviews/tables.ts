import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per video imported (by video id): a re-import updates it.
export type ReviewVideoTable = {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: string | null;
  imported_at: Timestamp;
  last_position: PositionColumn;
};

// One row per listing review imported (by reviewId).
export type ListingReviewTable = {
  review_id: string;
  reviewer_name: string;
  reviewer_photo: string | null;
  star_rating: string;
  create_time: string;
  update_time: string | null;
  comment: string | null;
  imported_at: Timestamp;
  last_position: PositionColumn;
};

// The listing's totals as its last import said them (one row, id 'listing').
export type ListingSummaryTable = {
  id: string;
  average_rating: ColumnType<number | null, number | null, number | null>;
  total_review_count: number | null;
  imported_at: Timestamp;
  last_position: PositionColumn;
};

// Staff's extra data on one item (kind video or review, by its id).
export type ReviewExtraTable = {
  kind: 'video' | 'review';
  item_id: string;
  email: string;
  g_review_link: string;
  hide: boolean;
  synamedia: boolean;
  bfl: boolean;
  b2b: boolean;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

// The person a review or video is from, by email.
export type ReviewPersonTable = {
  email: string;
  first_name: string;
  last_name: string;
  title: string;
  linkedin: string;
  linkedin_post: string;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

export type ReviewsTables = {
  review_video: ReviewVideoTable;
  listing_review: ListingReviewTable;
  listing_summary: ListingSummaryTable;
  review_extra: ReviewExtraTable;
  review_person: ReviewPersonTable;
};
