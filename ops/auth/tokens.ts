import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPurpose, TokenService } from '../../contracts/core/ports';

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== purpose || typeof payload.sub !== 'string' || !payload.sub) return null;
        const issuedAt = typeof payload.iam === 'number' ? payload.iam : typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
        return { sub: payload.sub, issuedAt, expired: false };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return null;
      }
    },
  };
}
