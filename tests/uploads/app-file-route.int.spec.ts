import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredUpload } from '../../contracts/core/uploads';
import { createFileLinks } from '../../ops/uploads/file-links';
import { startTestApp, type TestApp } from '../support/test-app';
import { jpeg, pdf } from './fixtures';

// The product's own file route: what a handler keeps through deps.uploads is served at
// /files/{id} only through the signed, expiring link deps.uploads.link issues, with the headers the
// upload path promises, whatever the app's other middleware does.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const keepResume = () => t.app.deps.uploads.save({ field: 'resume', kind: 'pdf', mime: 'application/pdf', name: 'cv.pdf', size: pdf.length, bytes: pdf }, { ownerId: 'u1', now: new Date() });
const keepImage = () => t.app.deps.uploads.save({ field: 'avatar', kind: 'jpeg', mime: 'image/jpeg', name: 'me.jpg', size: jpeg.length, bytes: jpeg }, { ownerId: 'u1', now: new Date() });
const linkOf = (kept: StoredUpload, now = new Date()) => t.app.deps.uploads.link(kept.id, now);
const get = (address: string) => fetch(`${t.app.url}${address}`);

describe('GET /files/{id} in the app', () => {
  it('serves a kept resume through its signed link as a download of its checked type, never sniffed', async () => {
    const kept = await keepResume();
    const link = linkOf(kept);
    expect(link).toMatch(new RegExp(`^/files/${kept.id}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const response = await get(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    // a cached copy never outlives the link
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    const expires = Number(new URL(link, t.app.url).searchParams.get('expires'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, expires - Math.floor(Date.now() / 1000) + 1));
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('serves a kept image inline', async () => {
    const response = await get(linkOf(await keepImage()));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="me\.jpg"/);
  });

  it('answers 404 for a validly signed id it does not hold, and after the file is removed', async () => {
    const kept = await keepImage();
    const link = linkOf(kept);
    await t.app.deps.uploads.remove(kept.id);
    expect((await get(link)).status).toBe(404);
    expect((await get(t.app.deps.uploads.link('jwt-secret', new Date()))).status).toBe(404);
  });
});

describe('links that are not the server’s, or too old', () => {
  // a refusal is a short message, never the file, and tells nothing about whether the file exists
  const expectRefused = async (address: string, status: 403 | 410, what: string) => {
    const response = await get(address);
    expect(response.status, what).toBe(status);
    expect(response.headers.get('content-type'), what).toMatch(/^text\/plain/);
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('content-disposition'), what).toBeNull();
    expect(response.headers.get('cache-control'), what).toBe('no-store');
    const text = await response.text();
    expect(text, what).toMatch(status === 410 ? /expired/ : /not valid/);
    expect(text, what).not.toContain('%PDF');
  };

  it('refuses an unsigned, edited or borrowed link with 403', async () => {
    const kept = await keepResume();
    const other = await keepResume();
    const link = new URL(linkOf(kept), t.app.url);
    const expires = link.searchParams.get('expires')!;
    const sig = link.searchParams.get('sig')!;
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    // base64url: the last of 43 characters carries 2 bits that decoding drops
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBit = (c: string) => alphabet[alphabet.indexOf(c) ^ 1]!;
    const cases: Record<string, string> = {
      'no signature': `/files/${kept.id}`,
      'an expiry but no signature': `/files/${kept.id}?expires=${expires}`,
      'a signature but no expiry': `/files/${kept.id}?sig=${sig}`,
      'a later expiry': `/files/${kept.id}?expires=${Number(expires) + 86_400}&sig=${sig}`,
      'an edited last character': `/files/${kept.id}?expires=${expires}&sig=${sig.slice(0, -1)}${flip(sig.at(-1)!)}`,
      "the last character's spare bits edited": `/files/${kept.id}?expires=${expires}&sig=${sig.slice(0, -1)}${spareBit(sig.at(-1)!)}`,
      'an edited first character': `/files/${kept.id}?expires=${expires}&sig=${flip(sig[0]!)}${sig.slice(1)}`,
      'a truncated signature': `/files/${kept.id}?expires=${expires}&sig=${sig.slice(0, -2)}`,
      "another file's signature": `/files/${other.id}?expires=${expires}&sig=${sig}`,
      'the signature twice': `/files/${kept.id}?expires=${expires}&sig=${sig}&sig=${sig}`,
      'a signature in hex': `/files/${kept.id}?expires=${expires}&sig=${Buffer.from(sig, 'base64url').toString('hex')}`,
      'a negative expiry': `/files/${kept.id}?expires=-1&sig=${sig}`,
      'an id that is not one': '/files/jwt-secret',
    };
    for (const [what, address] of Object.entries(cases)) await expectRefused(address, 403, what);
    // the untouched link still works
    expect((await get(`${link.pathname}${link.search}`)).status).toBe(200);
  });

  it('refuses an expired link with 410, while a fresh one for the same file works', async () => {
    const kept = await keepResume();
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000);
    await expectRefused(linkOf(kept, threeHoursAgo), 410, 'expired');
    expect((await get(linkOf(kept))).status).toBe(200);
  });

  it('refuses a link signed with another secret', async () => {
    const kept = await keepResume();
    await expectRefused(createFileLinks('another-secret-that-is-long-enough-for-hs256').sign(kept.id, new Date()), 403, 'another secret');
  });
});
