import type { Kysely } from 'kysely';
import { createRequire } from 'node:module';
import type { Database } from '../../../contracts/database';
import type { PushPayload } from '../../../contracts/backoffice/push/push';
import type { VapidKeys } from './vapid';

// web-push is CommonJS whose exports Node's ESM loader cannot name
const webpush = createRequire(import.meta.url)('web-push') as typeof import('web-push');

// A browser's subscription as kept (push_subscription).
export type PushTarget = { endpoint: string; userId: string; p256dh: string; auth: string };

// A signed, encrypted Web Push request, as web-push's generateRequestDetails makes it.
export type PushRequest = { endpoint: string; method: string; headers: Record<string, string>; body: Buffer | null };

// Where signed requests go: the push service (over https) or a record of them. It answers the
// push service's status: 201 taken; 404 and 410 the subscription is gone.
export type PushTransport = (request: PushRequest, target: PushTarget, key: string) => Promise<{ status: number }>;

// The push port: the public key browsers subscribe with, and one delivery per device. key: the same
// for the same push and device, so a delivery that runs again records nothing twice.
export type PushDelivery = {
  publicKey: string;
  deliver(target: PushTarget, payload: PushPayload, key: string): Promise<{ status: number }>;
};

// Pushes live a day at the push service while the device is away.
const TTL_SECONDS = 24 * 60 * 60;

export const signedRequest = (vapid: VapidKeys, target: PushTarget, payload: PushPayload): PushRequest => {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  return { endpoint: details.endpoint, method: details.method, headers, body: details.body ?? null };
};

// Sends to the push service. web-push's own sender speaks https only, as push services do.
export const httpsTransport: PushTransport = async (request) => {
  if (!request.endpoint.startsWith('https://')) return { status: 400 };
  const response = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: request.body ? new Uint8Array(request.body) : undefined, signal: AbortSignal.timeout(10_000) });
  return { status: response.status };
};

// Keeps the signed requests instead of sending them (the embedded default, tests): push_outbox.
export const outboxTransport =
  (db: Kysely<Database>): PushTransport =>
  async (request, target, key) => {
    await db
      .insertInto('push_outbox')
      .values({ key, user_id: target.userId, endpoint: request.endpoint, headers: JSON.stringify(request.headers), body: request.body ? request.body.toString('base64') : '' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return { status: 201 };
  };

export const createPushDelivery = (vapid: VapidKeys, transport: PushTransport): PushDelivery => ({
  publicKey: vapid.publicKey,
  deliver: (target, payload, key) => transport(signedRequest(vapid, target, payload), target, key),
});
