import { describe, expect, it } from 'vitest';
import { createFileLinks, FILE_LINK_TTL_SECONDS } from '../../ops/uploads/file-links';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';
const id = 'a'.repeat(32);
const queryOf = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);
const at = (iso: string) => new Date(iso);

describe('signed file links', () => {
  it('is honoured by every node that shares the secret, and by no other', () => {
    const link = createFileLinks(SECRET).sign(id, at('2026-01-01T10:00:00Z'));
    expect(createFileLinks(SECRET).check(id, queryOf(link), at('2026-01-01T10:00:00Z'))).toBe('ok');
    expect(createFileLinks(`${SECRET}!`).check(id, queryOf(link), at('2026-01-01T10:00:00Z'))).toBe('invalid');
    expect(createFileLinks(SECRET).check('b'.repeat(32), queryOf(link), at('2026-01-01T10:00:00Z'))).toBe('invalid');
  });

  it('lives at least its TTL and at most a quarter of an hour more, then expires', () => {
    const links = createFileLinks(SECRET);
    const issued = at('2026-01-01T10:07:00Z');
    const query = queryOf(links.sign(id, issued));
    const expires = Number(query.expires) * 1000;
    expect(expires - issued.getTime()).toBeGreaterThanOrEqual(FILE_LINK_TTL_SECONDS * 1000);
    expect(expires - issued.getTime()).toBeLessThanOrEqual((FILE_LINK_TTL_SECONDS + 15 * 60) * 1000);
    expect(links.check(id, query, new Date(expires - 1))).toBe('ok');
    expect(links.check(id, query, new Date(expires))).toBe('expired');
  });

  it('hands out the same link for reads of the same quarter hour, so browsers can cache the file', () => {
    const links = createFileLinks(SECRET);
    expect(links.sign(id, at('2026-01-01T10:00:01Z'))).toBe(links.sign(id, at('2026-01-01T10:14:59Z')));
    expect(links.sign(id, at('2026-01-01T10:00:01Z'))).not.toBe(links.sign(id, at('2026-01-01T10:15:01Z')));
  });

  it('takes an edited expiry for a forgery, even a past one', () => {
    const links = createFileLinks(SECRET);
    const query = queryOf(links.sign(id, at('2026-01-01T10:00:00Z')));
    expect(links.check(id, { ...query, expires: String(Number(query.expires) - 60) }, at('2026-01-01T12:00:00Z'))).toBe('invalid');
    expect(links.check(id, { ...query, expires: [query.expires] }, at('2026-01-01T10:00:00Z'))).toBe('invalid');
    expect(links.check(id, {}, at('2026-01-01T10:00:00Z'))).toBe('invalid');
  });
});
