import { describe, expect, it } from 'vitest';
import { reviewsMessages as m } from '../../../contracts/backoffice/reviews/messages';
import { fetchListingReviews } from '../../../ops/backoffice/reviews/sources/business-listing';
import { listingFromFile, videosFromFile } from '../../../ops/backoffice/reviews/sources/import-file';
import { reviewSourcesConfig } from '../../../ops/backoffice/reviews/sources/source-config';
import { fetchPlaylistVideos } from '../../../ops/backoffice/reviews/sources/video-platform';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_KEY, GOOD_TOKEN, PLAYLIST, recordedFetch, type Recorded } from './recorded-services';

// The adapters against the services' recorded answers, at the services' real addresses.
const config = reviewSourcesConfig({ YOUTUBE_API_KEY: API_KEY, YOUTUBE_PLAYLIST_ID: PLAYLIST, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
const fine: Recorded = { accounts: 'one', locations: 'one', reviews: 'paged' };
const file = (name: string, format: 'json' | 'csv') => ({ name, format, text: readFileSync(path.join(__dirname, 'fixtures', name), 'utf8') });

describe('the video platform adapter', () => {
  it('reads every page of the playlist, 50 a page, following pageToken', async () => {
    const seen: string[] = [];
    const videos = await fetchPlaylistVideos(recordedFetch(fine, seen), config.videos);
    if (!Array.isArray(videos)) throw new Error(JSON.stringify(videos));
    expect(videos).toHaveLength(53);
    expect(seen).toHaveLength(2);
    expect(new URL(seen[0]!).origin + new URL(seen[0]!).pathname).toBe('https://www.googleapis.com/youtube/v3/playlistItems');
    expect(new URL(seen[1]!).searchParams.get('pageToken')).toBe('EAAaBlBUOkNESQ');
    expect(videos[0]).toEqual({ videoId: 'vid000', title: 'Testimonial 0', description: 'Testimonial 0: how the coaching went', thumbnailUrl: 'https://i.ytimg.com/vi/vid000/hqdefault.jpg', publishedAt: '2026-01-01T10:00:00Z' });
  });

  it('says the service’s refusal of a wrong key, and that nothing is configured without one', async () => {
    expect(await fetchPlaylistVideos(recordedFetch(fine), { ...config.videos, apiKey: 'wrong' })).toEqual({ code: 'ReviewSourceUnavailable', message: 'The service answered 400: API key not valid. Please pass a valid API key.' });
    expect(await fetchPlaylistVideos(recordedFetch(fine), { ...config.videos, apiKey: null })).toMatchObject({ code: 'ReviewSourceNotConfigured' });
  });
});

describe('the business-listing adapter', () => {
  it('reads the one account’s one location’s reviews, and stops after 10 pages', async () => {
    const seen: string[] = [];
    const listing = await fetchListingReviews(recordedFetch(fine, seen), config.listing, GOOD_TOKEN);
    if ('code' in listing) throw new Error(JSON.stringify(listing));
    // 12 pages recorded, 10 read: 2 reviews each
    expect(listing.reviews).toHaveLength(20);
    expect(seen.filter((u) => u.includes('/reviews'))).toHaveLength(10);
    expect(seen[0]).toBe('https://mybusinessaccountmanagement.googleapis.com/v1/accounts');
    expect(seen[1]).toBe('https://mybusinessbusinessinformation.googleapis.com/v1/accounts/1100/locations?readMask=name,title');
    expect(seen[2]).toBe('https://mybusiness.googleapis.com/v4/accounts/1100/locations/2200/reviews?pageSize=50');
    expect(listing).toMatchObject({ averageRating: 4.6, totalReviewCount: 24 });
    expect(listing.reviews[0]).toEqual({
      reviewId: 'rev000',
      reviewer: { displayName: 'Reviewer 0', profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo0' },
      starRating: 'FIVE',
      createTime: '2026-01-10T08:00:00.000Z',
      updateTime: '2026-01-11T08:00:00.000Z',
      comment: 'Coaching review 0: found a job in 2 weeks',
    });
    // an anonymous reviewer has no name and no comment
    expect(listing.reviews[1]).toMatchObject({ reviewId: 'rev001', reviewer: { displayName: '' } });
    expect(listing.reviews[1]?.comment).toBeUndefined();
  });

  it('refuses with the service’s words: no accounts, several, no locations, several, no data', async () => {
    const refusal = async (recorded: Recorded) => fetchListingReviews(recordedFetch(recorded), config.listing, GOOD_TOKEN);
    expect(await refusal({ ...fine, accounts: 'none' })).toEqual({ code: 'ReviewImportRefused', message: m.NoAccounts });
    expect(await refusal({ ...fine, accounts: 'two' })).toEqual({ code: 'ReviewImportRefused', message: m.MoreThanOneAccount });
    expect(await refusal({ ...fine, locations: 'none' })).toEqual({ code: 'ReviewImportRefused', message: m.NoLocations });
    expect(await refusal({ ...fine, locations: 'two' })).toEqual({ code: 'ReviewImportRefused', message: m.MoreThanOneLocation });
    expect(await refusal({ ...fine, reviews: 'empty' })).toEqual({ code: 'ReviewImportRefused', message: m.NoData });
    expect(await fetchListingReviews(recordedFetch(fine), config.listing, 'expired')).toEqual({ code: 'ReviewImportRefused', message: 'The service answered 401: Request had invalid authentication credentials.' });
  });
});

describe('an export file', () => {
  it('reads the platform’s JSON pages and a CSV into the adapter’s videos', () => {
    const page = file('youtube-playlist-items-page2.json', 'json');
    expect(videosFromFile(page)).toHaveLength(3);
    const both = { name: 'all.json', format: 'json' as const, text: `[${file('youtube-playlist-items-page1.json', 'json').text},${page.text}]` };
    expect(videosFromFile(both)).toHaveLength(53);
    expect(videosFromFile(file('videos.csv', 'csv'))).toEqual([
      { videoId: 'vidcsv1', title: 'From the file, with a comma', description: 'Said "thanks"', thumbnailUrl: 'https://i.ytimg.com/vi/vidcsv1/hqdefault.jpg', publishedAt: '2026-05-01T10:00:00Z' },
      { videoId: 'vid000', title: 'Testimonial 0 renamed', description: '', thumbnailUrl: null, publishedAt: '2026-01-01T10:00:00Z' },
    ]);
  });

  it('reads the listing’s JSON and a CSV with stars as digits or words, and refuses what is not', () => {
    expect(listingFromFile(file('gbp-reviews-page1.json', 'json'))).toMatchObject({ averageRating: 4.6, totalReviewCount: 24, reviews: [{ reviewId: 'rev000' }, { reviewId: 'rev001' }] });
    const csv = listingFromFile(file('reviews.csv', 'csv'));
    expect(csv).toMatchObject({ averageRating: null, reviews: [{ reviewId: 'revcsv1', starRating: 'FIVE', comment: 'Great, thanks' }, { reviewId: 'revcsv2', starRating: 'FOUR', reviewer: { profilePhotoUrl: 'https://lh3.googleusercontent.com/a/omer' } }] });
    expect(listingFromFile(file('reviews-bad.csv', 'csv'))).toMatchObject({ code: 'ReviewFileInvalid', message: expect.stringContaining('starRating') });
    expect(listingFromFile({ name: 'x.json', format: 'json', text: '{"reviews": [' })).toMatchObject({ code: 'ReviewFileInvalid', message: 'The file could not be read: not JSON' });
    expect(listingFromFile(file('gbp-reviews-empty.json', 'json'))).toMatchObject({ code: 'ReviewFileInvalid' });
  });
});
