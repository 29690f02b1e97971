import { z } from 'zod';
import { reviewsMessages as m } from './messages';

// The listing service's star ratings (spec §3 "Listing-service review"), lowest first.
export const starRatings = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type StarRating = (typeof starRatings)[number];
export const starsOf = (rating: StarRating): number => starRatings.indexOf(rating) + 1;

// Where the imported videos' thumbnails and the reviewers' photos are served from: the page shows them.
export const REVIEW_IMAGE_ORIGINS = ['https://i.ytimg.com', 'https://lh3.googleusercontent.com'] as const;

// Video platform paging and the listing service's page cap (spec §9).
export const VIDEO_PAGE_SIZE = 50;
export const LISTING_MAX_PAGES = 10;
// the most items one import may carry (a playlist or a location is far smaller)
export const IMPORT_MAX_ITEMS = 5000;
// an uploaded export, as text
export const IMPORT_FILE_MAX_CHARS = 5_000_000;

const text = (max: number) => z.string().trim().max(max);
const url = z.url({ protocol: /^https?$/, error: m.ReviewLinkUrl }).max(2000);
const optionalUrl = z.union([z.literal(''), url]).nullable();

// A video of the playlist as the page lists it (from a playlistItem's snippet).
export const videoSchema = z.object({
  videoId: z.string().trim().min(1).max(64),
  title: text(500),
  description: text(10_000).default(''),
  thumbnailUrl: optionalUrl.default(null),
  publishedAt: z.string().max(40).nullable().default(null),
});
export type Video = z.output<typeof videoSchema>;

// A review of the business as the listing service's reviews.list answers it.
export const listingReviewSchema = z.object({
  reviewId: z.string().trim().min(1).max(500),
  reviewer: z.object({ displayName: text(300).default(''), profilePhotoUrl: optionalUrl.optional() }),
  starRating: z.enum(starRatings, m.ReviewStarRating),
  createTime: z.string().max(40),
  updateTime: z.string().max(40).optional(),
  comment: text(20_000).optional(),
});
export type ListingReview = z.output<typeof listingReviewSchema>;

export const listingDataSchema = z.object({
  averageRating: z.number().min(0).max(5).nullable().default(null),
  totalReviewCount: z.number().int().min(0).nullable().default(null),
  reviews: z.array(listingReviewSchema).max(IMPORT_MAX_ITEMS, { message: m.ReviewImportTooMany }),
});
export type ListingData = z.output<typeof listingDataSchema>;

// Staff's extra data on a listing review or a video, keyed by its id (spec §3 "Review extra data").
export const itemKinds = ['video', 'review'] as const;
export type ItemKind = (typeof itemKinds)[number];
export const extraFlags = ['hide', 'synamedia', 'bfl', 'b2b'] as const;
export type ExtraFlag = (typeof extraFlags)[number];

export const extraDataSchema = z
  .object({
    kind: z.enum(itemKinds),
    id: z.string().trim().min(1).max(500),
    email: z.union([z.literal(''), z.email(m.ReviewEmailInvalid).max(320)]).transform((e) => e.toLowerCase()).default(''),
    gReviewLink: z.union([z.literal(''), url]).default(''),
    hide: z.boolean().default(false),
    synamedia: z.boolean().default(false),
    bfl: z.boolean().default(false),
    b2b: z.boolean().default(false),
  })
  .strict();
export type ExtraData = z.output<typeof extraDataSchema>;

// The person a review or video is from, by email (spec §3 "Person data keyed by email").
export const personDataSchema = z
  .object({
    email: z.email(m.ReviewEmailInvalid).max(320).transform((e) => e.toLowerCase()),
    firstName: text(100).default(''),
    lastName: text(100).default(''),
    title: text(200).default(''),
    linkedin: z.union([z.literal(''), url]).default(''),
    linkedinPost: z.union([z.literal(''), url]).default(''),
  })
  .strict();
export type PersonData = z.output<typeof personDataSchema>;

// An export uploaded from a file: the services' own JSON, or a CSV of their fields.
export const importFileSchema = z
  .object({
    name: z.string().trim().max(300).default(''),
    format: z.enum(['json', 'csv'], m.ReviewFileFormat),
    text: z.string().min(1, m.ReviewFileEmpty).max(IMPORT_FILE_MAX_CHARS),
  })
  .strict();
export type ImportFile = z.output<typeof importFileSchema>;
