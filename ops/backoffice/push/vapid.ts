import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// web-push is CommonJS whose exports Node's ESM loader cannot name
const webpush = createRequire(import.meta.url)('web-push') as typeof import('web-push');

// The server's VAPID keys: what a push service checks a request came from the server its browser
// subscribed with. From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (several nodes must share them), else
// generated once and kept beside the embedded data, so subscriptions survive restarts.
export type VapidKeys = { subject: string; publicKey: string; privateKey: string };

export function vapidKeysFor(env: NodeJS.ProcessEnv, dataDir: string, publicUrl: string): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:push@${new URL(publicUrl).hostname.replace(/^localhost$/, 'localhost.localdomain')}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { subject, publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { subject, ...keys };
}
