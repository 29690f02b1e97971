import { domainError, isDomainError, type DomainError } from '../../../../contracts/core/errors';
import { say } from '../../../../contracts/core/messages';
import { reviewsMessages as m } from '../../../../contracts/backoffice/reviews/messages';
import { importReviewItems, saveCuration, type ImportRequest } from '../../../../command/backoffice/reviews/review-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { reviewDataAnswer } from '../review-answer';
import { fetchListingReviews } from '../sources/business-listing';
import type { Fetch } from '../sources/fetch-json';
import { listingFromFile, videosFromFile } from '../sources/import-file';
import { missingForListing, missingForVideos, reviewSourcesConfig } from '../sources/source-config';
import { fetchPlaylistVideos } from '../sources/video-platform';

// the platform's fetch: the services are reached from the server, never from the browser
const platformFetch: Fetch = (url, init) => fetch(url, init);

export async function getJHReviewData(deps: ApiDeps): Answer<'getJHReviewData'> {
  return reviewDataAnswer(deps);
}

export async function saveJHReviewData(deps: ApiDeps, input: CallIn<'saveJHReviewData'>, ctx: CallContext): Answer<'saveJHReviewData'> {
  const done = await saveCuration(deps, { extra: input.data, person: input.userData }, ctx.command);
  return replyTo(done, () => reviewDataAnswer(deps));
}

// Videos sent, an export uploaded, or (neither) the configured playlist read through its API.
export async function saveVideosFromYoutube(deps: ApiDeps, input: CallIn<'saveVideosFromYoutube'>, ctx: CallContext): Answer<'saveVideosFromYoutube'> {
  const config = reviewSourcesConfig();
  const missing = missingForVideos(config);
  const videos = input.videos
    ? input.videos
    : input.file
      ? videosFromFile(input.file)
      : missing.length
        ? domainError('ReviewSourceNotConfigured', say(m.VideoSourceMissing, { missing: missing.join(', ') }))
        : await fetchPlaylistVideos(platformFetch, config.videos);
  const source = input.videos ? 'client' : input.file ? 'file' : 'platform';
  return importAndAnswer(deps, ctx, videos, (v) => ({ type: 'ImportVideos', source, videos: v }), (v) => v.length);
}

// Reviews sent, an export uploaded, or the implicit flow's token with which the server reads them.
export async function saveReviewsFromGoogle(deps: ApiDeps, input: CallIn<'saveReviewsFromGoogle'>, ctx: CallContext): Answer<'saveReviewsFromGoogle'> {
  const config = reviewSourcesConfig();
  const missing = missingForListing(config);
  const listing = input.data
    ? input.data
    : input.file
      ? listingFromFile(input.file)
      : !input.accessToken
        ? domainError('ReviewSourceNotConfigured', missing.length ? say(m.ListingSourceMissing, { missing: missing.join(', ') }) : m.ReviewImportOneSource)
        : await fetchListingReviews(platformFetch, config.listing, input.accessToken);
  const source = input.data ? 'client' : input.file ? 'file' : 'platform';
  return importAndAnswer(deps, ctx, listing, (l) => ({ type: 'ImportListingReviews', source, listing: l }), (l) => l.reviews.length);
}

// What the source gave, imported in one event; the answer says how many items came and how many
// of them were new or changed (the rest were as imported before).
async function importAndAnswer<T>(deps: ApiDeps, ctx: CallContext, got: T | DomainError, command: (items: T) => ImportRequest, count: (items: T) => number) {
  const done = isDomainError(got) ? got : await importReviewItems(deps, command(got), ctx.command);
  return replyTo(done, async (d) => {
    const data = d.events[0]?.data as { added?: number; updated?: number } | undefined;
    return { imported: { count: isDomainError(got) ? 0 : count(got), added: data?.added ?? 0, updated: data?.updated ?? 0 }, data: await reviewDataAnswer(deps) };
  });
}
