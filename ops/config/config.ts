import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type Role = 'all' | 'api' | 'projections';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
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

const roles: readonly Role[] = ['all', 'api', 'projections'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const role = (env.ROLE ?? 'all') as Role;
  if (!roles.includes(role)) throw new Error(`ROLE must be one of ${roles.join(', ')}, got "${env.ROLE}"`);
  const provider = (env.CAPTCHA_PROVIDER ?? 'off') as Config['captcha']['provider'];
  if (!['off', 'recaptcha', 'turnstile'].includes(provider)) throw new Error(`CAPTCHA_PROVIDER must be off, recaptcha or turnstile`);
  if (provider !== 'off' && !env.CAPTCHA_SECRET) throw new Error('CAPTCHA_SECRET is required when CAPTCHA_PROVIDER is set');
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
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
  };
}
