import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Fetch } from '../../../ops/backoffice/reviews/sources/fetch-json';

// The video platform and the business-listing service as recorded answers (fixtures/, shaped as
// the services document them), by URL: a fetch for the adapters, and a local server standing in
// for both for the calls over HTTP.
export type Recorded = { accounts: 'one' | 'none' | 'two'; locations: 'one' | 'none' | 'two'; reviews: 'paged' | 'empty' };
export const GOOD_TOKEN = 'ya29.recorded-token';
export const API_KEY = 'recorded-key';
export const PLAYLIST = 'PLreviews';

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const googleError = (code: number, message: string, status: string) => ({ error: { code, message, status } });
const suffix = { one: '', none: '-none', two: '-two' } as const;

// What the service answers a GET of this URL with these headers: a status and its JSON body.
export function answer(recorded: Recorded, href: string, headers: Record<string, string>): { status: number; body: unknown } {
  const url = new URL(href);
  if (url.pathname.endsWith('/playlistItems')) {
    if (url.searchParams.get('key') !== API_KEY) return { status: 400, body: googleError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT') };
    if (url.searchParams.get('playlistId') !== PLAYLIST || url.searchParams.get('maxResults') !== '50') return { status: 404, body: googleError(404, 'The playlist identified with the request\'s <code>playlistId</code> parameter cannot be found.', 'NOT_FOUND') };
    return { status: 200, body: fixture(url.searchParams.get('pageToken') === 'EAAaBlBUOkNESQ' ? 'youtube-playlist-items-page2.json' : 'youtube-playlist-items-page1.json') };
  }
  if ((headers.authorization ?? headers.Authorization) !== `Bearer ${GOOD_TOKEN}`) return { status: 401, body: googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED') };
  if (/\/accounts$/.test(url.pathname)) return { status: 200, body: fixture(`gbp-accounts${suffix[recorded.accounts]}.json`) };
  if (/\/accounts\/1100\/locations$/.test(url.pathname)) return { status: 200, body: fixture(`gbp-locations${suffix[recorded.locations]}.json`) };
  if (/\/accounts\/1100\/locations\/2200\/reviews$/.test(url.pathname)) {
    if (recorded.reviews === 'empty') return { status: 200, body: fixture('gbp-reviews-empty.json') };
    const token = url.searchParams.get('pageToken');
    return { status: 200, body: fixture(`gbp-reviews-page${token ? Number(token.replace('page', '')) + 1 : 1}.json`) };
  }
  return { status: 404, body: googleError(404, 'Not found', 'NOT_FOUND') };
}

export function recordedFetch(recorded: Recorded, seen: string[] = []): Fetch {
  return async (url, init) => {
    seen.push(url);
    const { status, body } = answer(recorded, url, init?.headers ?? {});
    return { ok: status < 300, status, json: async () => body };
  };
}

// Both services on one local port; `recorded` may be changed between calls.
export async function recordedServer(recorded: Recorded): Promise<{ url: string; seen: string[]; recorded: Recorded; close(): Promise<void> }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const href = `http://recorded.test${req.url ?? '/'}`;
    seen.push(href);
    const { status, body } = answer(state.recorded, href, { authorization: String(req.headers.authorization ?? '') });
    // each answer closes its connection: a kept-alive one the server drops while idle fails the next fetch
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const state = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return state;
}
