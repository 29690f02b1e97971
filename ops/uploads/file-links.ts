import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadUrl } from '../../contracts/core/uploads';

// How long a link handed out with a read stays usable.
export const FILE_LINK_TTL_SECONDS = 60 * 60;
// Links issued within the same window are the same link, so a browser's cached copy of a file
// serves every read of that window; a link thus lives between the TTL and the TTL plus a window.
const WINDOW_SECONDS = 15 * 60;

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export type FileLinks = {
  // the address of a kept file for someone allowed to see it, valid for a while from now (the
  // store's TTL unless said)
  sign(id: string, now: Date, ttlSeconds?: number): string;
  check(id: string, query: Record<string, unknown>, now: Date): LinkCheck;
};

const EXPIRES = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

// HMAC-SHA256 over the file id and the expiry, with a key derived from the server's secret: the
// same secret on every node, so a link issued by one is honoured by all, and a key of its own, so
// a link's MAC can never pass for a session token's or the reverse.
export function createFileLinks(secret: string, ttlSeconds = FILE_LINK_TTL_SECONDS): FileLinks {
  const key = createHmac('sha256', secret).update('file-links/v1').digest();
  const mac = (id: string, expires: number) => createHmac('sha256', key).update(`${id}\n${expires}`).digest();
  return {
    sign(id, now, ttl = ttlSeconds) {
      const expires = Math.ceil((Math.floor(now.getTime() / 1000) + ttl) / WINDOW_SECONDS) * WINDOW_SECONDS;
      return uploadUrl(id, { expires, signature: mac(id, expires).toString('base64url') });
    },
    check(id, query, now) {
      const { expires, sig } = query;
      if (typeof expires !== 'string' || typeof sig !== 'string' || !EXPIRES.test(expires) || !SIGNATURE.test(sig)) return 'invalid';
      // compared before the expiry is believed: an edited expiry is a forgery, not a late visit
      // as text: decoding would let the last character's spare bits be edited unseen
      if (!timingSafeEqual(Buffer.from(mac(id, Number(expires)).toString('base64url')), Buffer.from(sig))) return 'invalid';
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'ok';
    },
  };
}
