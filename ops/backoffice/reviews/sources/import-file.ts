import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { domainError, type DomainError } from '../../../../contracts/core/errors';
import { say } from '../../../../contracts/core/messages';
import { reviewsMessages as m } from '../../../../contracts/backoffice/reviews/messages';
import { listingDataSchema, starRatings, videoSchema, type ImportFile, type ListingData, type Video } from '../../../../contracts/backoffice/reviews/review';
import { playlistItemsPageSchema, videosOfPage } from './video-platform';
import { reviewsPageSchema } from './business-listing';

// An export uploaded instead of reaching the service: the service's own JSON (one answer or a list
// of its pages) or a CSV of the fields, read into what the service's adapter gives.
const unreadable = (reason: string): DomainError => domainError('ReviewFileInvalid', say(m.ReviewFileUnreadable, { reason }));
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected shape';
};

function csvRows(text: string): Record<string, string>[] | DomainError {
  try {
    return parse(text, { columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (cause) {
    return unreadable(cause instanceof Error ? cause.message : 'not CSV');
  }
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const pages = <T>(json: unknown, page: z.ZodType<T>) => z.union([page, z.array(page)]).transform((p) => (Array.isArray(p) ? p : [p])).safeParse(json);

export function videosFromFile(file: ImportFile): Video[] | DomainError {
  let videos: Video[];
  if (file.format === 'csv') {
    const rows = csvRows(file.text);
    if (!Array.isArray(rows)) return rows;
    const parsed = z.array(videoSchema).safeParse(rows.map((r) => ({ ...r, thumbnailUrl: r.thumbnailUrl || null, publishedAt: r.publishedAt || null })));
    if (!parsed.success) return unreadable(firstIssue(parsed.error));
    videos = parsed.data;
  } else {
    const json = jsonOf(file.text);
    if (json === undefined) return unreadable('not JSON');
    const parsed = pages(json, playlistItemsPageSchema.extend({ items: playlistItemsPageSchema.shape.items.unwrap() }));
    if (!parsed.success) return unreadable(firstIssue(parsed.error));
    videos = parsed.data.flatMap(videosOfPage);
  }
  return videos.length ? videos : domainError('ReviewFileInvalid', m.ReviewFileEmpty);
}

// "5" and "FIVE" both say five stars in a CSV
const starOf = (text: string | undefined) => (text && /^[1-5]$/.test(text) ? starRatings[Number(text) - 1] : text?.toUpperCase());

export function listingFromFile(file: ImportFile): ListingData | DomainError {
  let listing: ListingData;
  if (file.format === 'csv') {
    const rows = csvRows(file.text);
    if (!Array.isArray(rows)) return rows;
    const reviews = rows.map((r) => ({
      reviewId: r.reviewId,
      reviewer: { displayName: r.displayName ?? '', ...(r.profilePhotoUrl ? { profilePhotoUrl: r.profilePhotoUrl } : {}) },
      starRating: starOf(r.starRating),
      createTime: r.createTime,
      ...(r.comment ? { comment: r.comment } : {}),
    }));
    const parsed = listingDataSchema.safeParse({ reviews });
    if (!parsed.success) return unreadable(firstIssue(parsed.error));
    listing = parsed.data;
  } else {
    const json = jsonOf(file.text);
    if (json === undefined) return unreadable('not JSON');
    const parsed = pages(json, reviewsPageSchema.extend({ reviews: reviewsPageSchema.shape.reviews.unwrap() }));
    if (!parsed.success) return unreadable(firstIssue(parsed.error));
    const last = parsed.data.at(-1);
    listing = { averageRating: last?.averageRating ?? null, totalReviewCount: last?.totalReviewCount ?? null, reviews: parsed.data.flatMap((p) => p.reviews) };
  }
  return listing.reviews.length ? listing : domainError('ReviewFileInvalid', m.ReviewFileEmpty);
}
