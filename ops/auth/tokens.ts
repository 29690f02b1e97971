import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenPurpose, TokenService } from '../../contracts/core/ports';

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, ttlSeconds) {
      return new SignJWT({ purpose: claims.purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token, purpose: TokenPurpose) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== purpose || typeof payload.sub !== 'string') return null;
        return { sub: payload.sub, expired: false };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { expired: true };
        return null;
      }
    },
  };
}
