import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const source = z.enum(['platform', 'file', 'client']);
const video = z.object({ videoId: z.string(), title: z.string(), description: z.string(), thumbnailUrl: z.string().nullable(), publishedAt: z.string().nullable() });
const review = z.object({
  reviewId: z.string(),
  reviewer: z.object({ displayName: z.string(), profilePhotoUrl: z.string().nullable().optional() }),
  starRating: z.string(),
  createTime: z.string(),
  updateTime: z.string().optional(),
  comment: z.string().optional(),
});

// Stored events of the reviews curation. An import is one event with everything it brought
// (reviews-videos, reviews-listing); staff's extra data and people's data are on reviews-curation.
export const reviewsEvents = defineEvents({
  // source: the video platform through the server, an uploaded export, or videos a client sent
  ReviewVideosImported: event(z.object({ source, videos: z.array(video), added: z.number(), updated: z.number(), importedAt: z.string() })),
  ListingReviewsImported: event(
    z.object({ source, averageRating: z.number().nullable(), totalReviewCount: z.number().nullable(), reviews: z.array(review), added: z.number(), updated: z.number(), importedAt: z.string() }),
  ),
  ReviewExtraDataSaved: event(
    z.object({
      kind: z.enum(['video', 'review']),
      id: z.string(),
      email: z.string(),
      gReviewLink: z.string(),
      hide: z.boolean(),
      synamedia: z.boolean(),
      bfl: z.boolean(),
      b2b: z.boolean(),
      savedAt: z.string(),
    }),
  ),
  ReviewPersonSaved: event(
    z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), title: z.string(), linkedin: z.string(), linkedinPost: z.string(), savedAt: z.string() }),
  ),
});

export type ReviewsEvent = EventOf<typeof reviewsEvents>;
