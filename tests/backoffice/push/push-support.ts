import { createECDH, randomBytes } from 'node:crypto';
import type { PushRequest, PushTarget, PushTransport } from '../../../ops/backoffice/push/push-delivery';

// A browser's push subscription with real keys (P-256 and an auth secret), as PushManager makes one.
export const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
};

// The push service as tests play it: it keeps every signed request, and answers 410 (gone) for an
// endpoint with /gone/ in it.
export const recordingPushService = () => {
  const requests: { request: PushRequest; target: PushTarget; key: string }[] = [];
  const transport: PushTransport = async (request, target, key) => {
    requests.push({ request, target, key });
    return { status: request.endpoint.includes('/gone/') ? 410 : 201 };
  };
  return { requests, transport };
};
