import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TableMaintenanceSetting } from '../db/table-maintenance';
import { storageConfig, type StorageConfig } from '../uploads/storage-config';
import { offerRatesFrom } from '../coaching/offers/offer-rates-config';
import type { OfferRates } from '../../contracts/coaching/offers/salary';

export type Role = 'all' | 'api' | 'projections' | 'tasks';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  // the embedded engine on a worker thread of its own (PGLITE_THREAD=false keeps it on the main thread)
  pgliteThread: boolean;
  eventStoreUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  siteName: string;
  product: string;
  role: Role;
  seed: boolean;
  captcha: { provider: 'off' | 'recaptcha' | 'turnstile'; secret?: string };
  logLevel: string;
  webDist: string;
  // NODE_ENV=production: closed defaults (metrics need METRICS_TOKEN)
  production: boolean;
  // other origins whose pages may call the API from a browser; none by default
  corsOrigins: string[];
  // Bearer token for /metrics; without one /metrics is open outside production
  metricsToken?: string;
  // multiplies every abuse limit; 0 turns them off (load tests)
  rateLimitScale: number;
  // which proxies may set X-Forwarded-For (express's "trust proxy"): the client address that rate limits count
  trustProxy: string;
  // days an applicant without an account is kept after their last application; then they are erased
  orphanRetentionDays: number;
  // vacuum and analyze from the task queue: auto does it where the database does not (PGlite, or a
  // server with autovacuum off)
  tableMaintenance: TableMaintenanceSetting;
  // where kept files live: DATA_DIR/uploads, or an S3-compatible bucket (FILE_STORAGE=s3)
  storage: StorageConfig;
  // dated exchange rates and hours per month that compare offers (OFFER_RATES)
  offerRates: OfferRates;
  // webpush: pushes go to the browsers' push services; outbox (the default): the signed requests
  // are kept in push_outbox instead
  pushDelivery: 'webpush' | 'outbox';
  // who may read the mail outbox in the browser: everyone while mail is not sent for real (the
  // embedded default: a newcomer finds their confirmation link there), else admins only
  mailOutbox: 'open' | 'admins';
};

// A secret kept beside the embedded data, so tokens survive restarts without configuration.
// Several nodes must share JWT_SECRET instead.
const persistedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const roles: readonly Role[] = ['all', 'api', 'projections', 'tasks'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  // 'jobs' was this role's name before background work was called tasks
  const role = (env.ROLE === 'jobs' ? 'tasks' : (env.ROLE ?? 'all')) as Role;
  if (!roles.includes(role)) throw new Error(`ROLE must be one of ${roles.join(', ')}, got "${env.ROLE}"`);
  const provider = (env.CAPTCHA_PROVIDER ?? 'off') as Config['captcha']['provider'];
  if (!['off', 'recaptcha', 'turnstile'].includes(provider)) throw new Error(`CAPTCHA_PROVIDER must be off, recaptcha or turnstile`);
  if (provider !== 'off' && !env.CAPTCHA_SECRET) throw new Error('CAPTCHA_SECRET is required when CAPTCHA_PROVIDER is set');
  const rateLimitScale = Number(env.RATE_LIMIT_SCALE ?? 1);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale < 0) throw new Error(`RATE_LIMIT_SCALE must be a number ≥ 0, got "${env.RATE_LIMIT_SCALE}"`);
  const orphanRetentionDays = Number(env.ORPHAN_RETENTION_DAYS ?? 180);
  if (!Number.isInteger(orphanRetentionDays) || orphanRetentionDays < 1) throw new Error(`ORPHAN_RETENTION_DAYS must be a whole number of days ≥ 1, got "${env.ORPHAN_RETENTION_DAYS}"`);
  if (env.PUSH_DELIVERY && !['webpush', 'outbox'].includes(env.PUSH_DELIVERY)) throw new Error(`PUSH_DELIVERY must be webpush or outbox, got "${env.PUSH_DELIVERY}"`);
  if (env.MAIL_OUTBOX && !['open', 'admins'].includes(env.MAIL_OUTBOX)) throw new Error(`MAIL_OUTBOX must be open or admins, got "${env.MAIL_OUTBOX}"`);
  const tableMaintenance = (env.TABLE_MAINTENANCE ?? 'auto') as TableMaintenanceSetting;
  if (!['auto', 'on', 'off'].includes(tableMaintenance)) throw new Error(`TABLE_MAINTENANCE must be auto, on or off, got "${env.TABLE_MAINTENANCE}"`);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: env.PGLITE_THREAD !== 'false',
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'JobSwipe <no-reply@jobswipe.local>',
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    siteName: env.SITE_NAME ?? 'JobSwipe',
    product: env.PRODUCT_NAME ?? 'JobHunt',
    role,
    seed: env.SEED !== 'false',
    captcha: { provider, secret: env.CAPTCHA_SECRET },
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? 'web/dist'),
    production: env.NODE_ENV === 'production',
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    metricsToken: env.METRICS_TOKEN || undefined,
    rateLimitScale,
    trustProxy: env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal',
    orphanRetentionDays,
    tableMaintenance,
    storage: storageConfig(env, dataDir),
    offerRates: offerRatesFrom(env.OFFER_RATES),
    pushDelivery: env.PUSH_DELIVERY === 'webpush' ? 'webpush' : 'outbox',
    mailOutbox: (env.MAIL_OUTBOX as Config['mailOutbox'] | undefined) ?? (env.SMTP_URL || env.NODE_ENV === 'production' ? 'admins' : 'open'),
  };
}
