// Where the imports read from, from the product's environment, read at each use (a key set in the
// environment takes effect with the next import). The API addresses default to the services' own;
// a mirror or a recorded service may stand in for them.
export type ReviewSourcesConfig = {
  videos: { apiUrl: string; apiKey: string | null; playlistId: string | null };
  listing: { clientId: string | null; accountsUrl: string; locationsUrl: string; reviewsUrl: string };
};

const value = (text: string | undefined) => (text?.trim() ? text.trim() : null);
const base = (text: string | undefined, fallback: string) => (value(text) ?? fallback).replace(/\/$/, '');

export function reviewSourcesConfig(env: NodeJS.ProcessEnv = process.env): ReviewSourcesConfig {
  const listingUrl = value(env.REVIEWS_LISTING_API_URL);
  return {
    videos: { apiUrl: base(env.REVIEWS_VIDEO_API_URL, 'https://www.googleapis.com/youtube/v3'), apiKey: value(env.YOUTUBE_API_KEY), playlistId: value(env.YOUTUBE_PLAYLIST_ID) },
    listing: {
      clientId: value(env.GOOGLE_CLIENT_ID),
      accountsUrl: base(listingUrl ?? undefined, 'https://mybusinessaccountmanagement.googleapis.com/v1'),
      locationsUrl: base(listingUrl ?? undefined, 'https://mybusinessbusinessinformation.googleapis.com/v1'),
      reviewsUrl: base(listingUrl ? `${listingUrl}/v4` : undefined, 'https://mybusiness.googleapis.com/v4'),
    },
  };
}

// The settings an import lacks, by their environment names: the page says them on its buttons.
export const missingForVideos = (c: ReviewSourcesConfig): string[] => [...(c.videos.apiKey ? [] : ['YOUTUBE_API_KEY']), ...(c.videos.playlistId ? [] : ['YOUTUBE_PLAYLIST_ID'])];
export const missingForListing = (c: ReviewSourcesConfig): string[] => (c.listing.clientId ? [] : ['GOOGLE_CLIENT_ID']);
