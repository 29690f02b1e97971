import { createHash, randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import helmet from 'helmet';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitClass } from '../../contracts/core/call';
import { coreErrors } from '../../contracts/core/errors';
import { LOGO_SERVICE_ORIGIN } from '../../contracts/marketplace/cards/logo-service';
import { REVIEW_IMAGE_ORIGINS } from '../../contracts/backoffice/reviews/review';
import { coreMessages, say } from '../../contracts/core/messages';
import type { Config } from '../config/config';
import { guarded } from '../db/database';
import { sendError } from './error-body';

// Security headers for every answer. The web app is a Vite build: scripts come from 'self' only;
// MUI/emotion inject <style> tags at run time, hence 'unsafe-inline' for styles (styles cannot run
// code). socket.io uses the same origin ('self' covers ws/wss of the same host).
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // company logos come from the logo service; the curated videos' thumbnails and reviewers' photos from their services
        imgSrc: ["'self'", 'data:', 'blob:', LOGO_SERVICE_ORIGIN, ...REVIEW_IMAGE_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

// API answers are personal (tokens, profiles): no cache may keep them.
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  next();
};

const sameOrigin = (req: Request, origin: string): boolean => {
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
};

// CORS closed by default: a page on another origin gets no CORS headers and its writes are refused
// (the bearer token already defeats CSRF; this also stops pages that obtained a token elsewhere).
// CORS_ORIGINS lists the origins that may call the API.
export function corsGuard(allowed: readonly string[]): RequestHandler {
  const allow = new Set(allowed);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || sameOrigin(req, origin)) return next();
    if (!allow.has(origin)) return sendError(res, 403, { error: say(coreMessages.OriginRefused, { origin: origin.slice(0, 100) }), code: 'Forbidden' });
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST, GET');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, X-Correlation-Id');
      res.setHeader('Access-Control-Max-Age', '600');
      return res.status(204).end();
    }
    next();
  };
}

// /metrics: with METRICS_TOKEN it needs `Authorization: Bearer <token>`; without one it is open in
// development and tests (a local Prometheus scrapes it) and closed in production.
export function metricsGuard(config: Pick<Config, 'metricsToken' | 'production'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!config.metricsToken) {
      if (!config.production) return next();
      return sendError(res, 403, { error: say(coreMessages.MetricsTokenUnset), code: 'Forbidden' });
    }
    const given = (req.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const digest = (s: string) => createHash('sha256').update(s).digest('hex');
    if (digest(given) !== digest(config.metricsToken)) return sendError(res, 401, { error: say(coreMessages.MetricsTokenMissing), code: 'Unauthenticated' });
    next();
  };
}

// newlyLocked: this attempt locked the account (its owner gets one notice)
export type Refusal = { retryAfterSeconds: number; message: string; code: 'RateLimited' | 'AccountLocked'; newlyLocked: boolean };

export type AbuseLimits = {
  // before the handler: null to go on, else the 429 to answer
  admit(limit: RateLimitClass, who: { call: string; ip: string; email: string | null; signedIn: boolean }): Promise<Refusal | null>;
  // after an 'auth' call succeeded: the email's failed attempts are forgotten
  succeeded(limit: RateLimitClass, email: string | null): Promise<void>;
  close(): Promise<void>;
};

// The numbers. Per address: generous enough for a family behind one router; per email: the lock-out.
export const limitNumbers = {
  authPerIp: { points: 200, duration: 60 },
  failedAttemptsPerEmail: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  mailsPerEmail: { points: 3, duration: 60 * 60 },
  guestWritesPerIp: { points: 10, duration: 60 },
} as const;

type Limiters = { authPerIp: RateLimiterAbstract; failedAttemptsPerEmail: RateLimiterAbstract; mailsPerEmail: RateLimiterAbstract; guestWritesPerIp: RateLimiterAbstract };

// keys stay short and carry no address in clear
const keyOf = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

// rejected consumes resolve to a RateLimiterRes; store faults are Errors: those let the call through
// (the insurance limiter in memory still counts)
async function take(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(keyOf(key));
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    return null;
  }
}

// Shared across nodes through PostgreSQL when DATABASE_URL is set; in memory for the embedded
// single process. `scale` multiplies every allowance (0: no limits, for load tests).
export async function createAbuseLimits(options: { databaseUrl?: string; scale: number }): Promise<AbuseLimits> {
  const { scale } = options;
  const pool = options.databaseUrl && scale > 0 ? guarded(new pg.Pool({ connectionString: options.databaseUrl, max: 3 })) : null;
  if (pool) await pool.query('CREATE TABLE IF NOT EXISTS rate_limit (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)').catch(() => undefined);
  const build = (keyPrefix: string, numbers: { points: number; duration: number; blockDuration?: number }): RateLimiterAbstract => {
    const opts = { keyPrefix, ...numbers, points: Math.max(1, Math.round(numbers.points * scale)) };
    if (!pool) return new RateLimiterMemory(opts);
    return new RateLimiterPostgres({ ...opts, storeClient: pool, storeType: 'pool', tableName: 'rate_limit', tableCreated: true, insuranceLimiter: new RateLimiterMemory(opts) });
  };
  const limiters: Limiters = {
    authPerIp: build('auth-ip', limitNumbers.authPerIp),
    failedAttemptsPerEmail: build('auth-fail', limitNumbers.failedAttemptsPerEmail),
    mailsPerEmail: build('auth-mail', limitNumbers.mailsPerEmail),
    guestWritesPerIp: build('guest-write', limitNumbers.guestWritesPerIp),
  };
  const tooMany = (res: RateLimiterRes, message: string, code: Refusal['code'] = 'RateLimited'): Refusal => {
    const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const newlyLocked = code === 'AccountLocked' && res.consumedPoints === limiters.failedAttemptsPerEmail.points + 1;
    return { retryAfterSeconds, message: say(message, { minutes: minutes(retryAfterSeconds) }), code, newlyLocked };
  };
  return {
    async admit(limit, who) {
      if (scale === 0) return null;
      if (limit === 'guestWrite') {
        if (who.signedIn) return null;
        const rejected = await take(limiters.guestWritesPerIp, who.ip);
        return rejected ? tooMany(rejected, coreMessages.SendingTooFast) : null;
      }
      const perIp = await take(limiters.authPerIp, who.ip);
      if (perIp) return tooMany(perIp, coreMessages.TooManyFromNetwork);
      if (!who.email) return null;
      if (limit === 'authMail') {
        // counted per call: registering does not use up the password resets
        const mails = await take(limiters.mailsPerEmail, `${who.call}:${who.email}`);
        return mails ? tooMany(mails, coreMessages.TooManyMails) : null;
      }
      // every attempt takes a point up front, so parallel guesses cannot outrun the count; success gives it back
      const attempt = await take(limiters.failedAttemptsPerEmail, who.email);
      return attempt ? tooMany(attempt, coreMessages.AccountLockedFor, 'AccountLocked') : null;
    },
    async succeeded(limit, email) {
      if (scale === 0 || limit !== 'auth' || !email) return;
      await limiters.failedAttemptsPerEmail.delete(keyOf(email)).catch(() => undefined);
    },
    async close() {
      await pool?.end();
    },
  };
}

// After every route: a JSON 404 for what nothing answered, and a JSON error handler so express's own
// (an HTML page with a stack trace outside production) is never reached. Faults of the caller
// (a malformed address, an unreadable body) keep their 4xx status.
export function lastResort(log: Logger): [RequestHandler, ErrorRequestHandler] {
  const notFound: RequestHandler = (req, res) => sendError(res, 404, { error: say(coreMessages.NothingHere, { request: `${req.method} ${req.path.slice(0, 200)}` }), code: 'NotFound' });
  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error === 'object' && error !== null ? Number((error as { status?: unknown }).status) : NaN;
    if (status >= 400 && status < 500) {
      return sendError(res, status, status === 404 ? { error: coreErrors.NotFound.message, code: 'NotFound' } : { error: say(coreMessages.RequestInvalid), code: 'BadRequest' });
    }
    const correlationId = randomUUID();
    log.error({ err: error, correlationId, path: req.path }, 'request failed');
    return sendError(res, 500, { error: coreErrors.Internal.message, code: 'Internal', correlationId });
  };
  return [notFound, onError];
}
