import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { reviewsMessages as m } from './messages';
import { extraDataSchema, importFileSchema, IMPORT_MAX_ITEMS, listingDataSchema, personDataSchema, starRatings, videoSchema } from './review';

const extraOut = z.object({ email: z.string(), gReviewLink: z.string(), hide: z.boolean(), synamedia: z.boolean(), bfl: z.boolean(), b2b: z.boolean() });
export type ExtraOut = z.infer<typeof extraOut>;
const personOut = z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), title: z.string(), linkedin: z.string(), linkedinPost: z.string() });
export type PersonOut = z.infer<typeof personOut>;

export const storedVideoSchema = z.object({ videoId: z.string(), title: z.string(), description: z.string(), thumbnailUrl: z.string().nullable(), publishedAt: z.string().nullable(), importedAt: z.string() });
export type StoredVideo = z.infer<typeof storedVideoSchema>;
export const storedReviewSchema = z.object({
  reviewId: z.string(),
  reviewer: z.object({ displayName: z.string(), profilePhotoUrl: z.string().nullable() }),
  starRating: z.enum(starRatings),
  createTime: z.string(),
  updateTime: z.string().nullable(),
  comment: z.string().nullable(),
  importedAt: z.string(),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

// Whether an import can run from the server, and which configuration it lacks when not.
const sourceState = z.object({ ready: z.boolean(), missing: z.array(z.string()) });

export const reviewDataSchema = z.object({
  videos: z.array(storedVideoSchema),
  // keyed by video id
  videosExtra: z.record(z.string(), extraOut),
  gReviews: z.object({ averageRating: z.number().nullable(), totalReviewCount: z.number().nullable(), importedAt: z.string().nullable(), reviews: z.array(storedReviewSchema) }),
  // keyed by reviewId
  gReviewsExtra: z.record(z.string(), extraOut),
  // keyed by email
  usersData: z.record(z.string(), personOut),
  // the listing service's OAuth client, for its implicit flow in the browser; null when not configured
  googleCientId: z.string().nullable(),
  sources: z.object({ videos: sourceState, listing: sourceState }),
});
export type ReviewData = z.infer<typeof reviewDataSchema>;

const imported = z.object({ count: z.number(), added: z.number(), updated: z.number() });
const importAnswer = z.object({ imported, data: reviewDataSchema });
export type ImportAnswer = z.infer<typeof importAnswer>;

// At most one source: none means the server fetches from the service.
const oneSource = (sources: readonly unknown[]) => sources.filter((s) => s !== undefined).length <= 1;

// Reviews curation (back-office spec §2 "/{product}-reviews", §7 "Reviews").
export const reviewsCalls = defineCalls({
  getJHReviewData: {
    kind: 'query',
    access: 'journeyAdmin',
    summary: 'Journey admins: the imported videos and listing reviews with their extra data, the people they are from by email, and whether each import is configured.',
    input: z.object({}).strict(),
    output: reviewDataSchema,
  },
  saveJHReviewData: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      "Journey admins: an item's extra data (data: kind video or review, its id, email, gReviewLink, hide, synamedia, bfl, b2b) and/or the person's data by email (userData). Answers the page's data again.",
    input: z
      .object({ data: extraDataSchema.optional(), userData: personDataSchema.optional() })
      .strict()
      .refine((i) => i.data !== undefined || i.userData !== undefined, { message: m.ReviewSaveEmpty }),
    output: reviewDataSchema,
  },
  saveVideosFromYoutube: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      "Journey admins: import the playlist's videos. videos: the videos themselves; file: an export (the platform's playlistItems JSON, or a CSV with videoId,title,description,thumbnailUrl,publishedAt); neither: the server reads the configured playlist, 50 a page. A video imported again is updated, never doubled.",
    input: z
      .object({ videos: z.array(videoSchema).max(IMPORT_MAX_ITEMS, { message: m.ReviewImportTooMany }).optional(), file: importFileSchema.optional() })
      .strict()
      .refine((i) => oneSource([i.videos, i.file]), { message: m.ReviewImportOneSource }),
    output: importAnswer,
  },
  saveReviewsFromGoogle: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      "Journey admins: import the business listing's reviews. data: {averageRating, totalReviewCount, reviews} as the service answers; file: an export (that JSON, or a CSV with reviewId,displayName,profilePhotoUrl,starRating,createTime,comment); accessToken: the token of the service's implicit flow, with which the server reads the one account's one location, up to 10 pages. A review imported again is updated, never doubled.",
    input: z
      .object({ data: listingDataSchema.optional(), file: importFileSchema.optional(), accessToken: z.string().trim().min(1).max(4000).optional() })
      .strict()
      .refine((i) => oneSource([i.data, i.file, i.accessToken]), { message: m.ReviewImportOneSource }),
    output: importAnswer,
  },
});
