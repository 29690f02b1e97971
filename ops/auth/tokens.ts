import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPurpose, TokenService } from '../../contracts/core/ports';

// Tokens already verified, by their whole text (signature included, so an edited token is another
// key and is verified afresh): every call of a session checks its token, and this spares the HMAC
// and the JSON parsing on all but the first. Bounded: the oldest go first.
const VERIFIED_CACHE_SIZE = 10_000;
type Verified = { sub: string; purpose: unknown; issuedAt: number; expiresAt: number };

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, entry);
  };
  return {
    async sign(claims, ttlSeconds) {
      const now = Date.now();
      // `iat` counts whole seconds; `iam` (issued at, ms) lets a session begun in the same second as
      // a password change still be told apart from the ones that change ended
      return new SignJWT({ purpose: claims.purpose, iam: now })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(now / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token, purpose: TokenPurpose) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() >= known.expiresAt) {
          verified.delete(token);
          return { expired: true };
        }
        return known.purpose === purpose ? { sub: known.sub, issuedAt: known.issuedAt, expired: false } : null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !payload.sub) return null;
        const issuedAt = typeof payload.iam === 'number' ? payload.iam : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
        // a token without an expiry is never cached: it is checked every time
        if (typeof payload.exp === 'number') remember(token, { sub: payload.sub, purpose: payload.purpose, issuedAt, expiresAt: payload.exp * 1000 });
        if (payload.purpose !== purpose) return null;
        return { sub: payload.sub, issuedAt, expired: false };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return null;
      }
    },
  };
}
