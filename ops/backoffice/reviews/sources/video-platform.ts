import { z } from 'zod';
import { domainError, isDomainError, type DomainError } from '../../../../contracts/core/errors';
import { reviewsMessages as m } from '../../../../contracts/backoffice/reviews/messages';
import { IMPORT_MAX_ITEMS, VIDEO_PAGE_SIZE, type Video } from '../../../../contracts/backoffice/reviews/review';
import { getJson, type Fetch } from './fetch-json';
import type { ReviewSourcesConfig } from './source-config';

// A page of the YouTube Data API's playlistItems.list (part=snippet), as far as the import reads it.
const thumbnail = z.object({ url: z.string() }).partial().optional();
export const playlistItemsPageSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string().default(''),
          description: z.string().default(''),
          publishedAt: z.string().optional(),
          thumbnails: z.object({ default: thumbnail, medium: thumbnail, high: thumbnail, standard: thumbnail, maxres: thumbnail }).partial().optional(),
          resourceId: z.object({ videoId: z.string() }),
        }),
        contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});
export type PlaylistItemsPage = z.infer<typeof playlistItemsPageSchema>;

// A playlist item as the page lists it: the largest thumbnail the API gave, the video's own date.
export const videosOfPage = (page: PlaylistItemsPage): Video[] =>
  page.items.map(({ snippet, contentDetails }) => {
    const t = snippet.thumbnails;
    return {
      videoId: snippet.resourceId.videoId,
      title: snippet.title,
      description: snippet.description,
      thumbnailUrl: t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? null,
      publishedAt: contentDetails?.videoPublishedAt ?? snippet.publishedAt ?? null,
    };
  });

// Every video of the configured playlist, 50 a page, following pageToken to the last page.
export async function fetchPlaylistVideos(fetch: Fetch, config: ReviewSourcesConfig['videos']): Promise<Video[] | DomainError> {
  if (!config.apiKey || !config.playlistId) return domainError('ReviewSourceNotConfigured');
  const videos: Video[] = [];
  let pageToken: string | undefined;
  do {
    const url = new URL(`${config.apiUrl}/playlistItems`);
    url.search = new URLSearchParams({ part: 'snippet,contentDetails', maxResults: String(VIDEO_PAGE_SIZE), playlistId: config.playlistId, key: config.apiKey, ...(pageToken ? { pageToken } : {}) }).toString();
    const got = await getJson(fetch, url.toString());
    if (isDomainError(got)) return got;
    const page = playlistItemsPageSchema.safeParse(got.body);
    if (!page.success) return domainError('ReviewSourceUnavailable', m.NoData);
    videos.push(...videosOfPage(page.data));
    pageToken = page.data.nextPageToken;
  } while (pageToken && videos.length < IMPORT_MAX_ITEMS);
  return videos;
}
