import type { pushCalls } from '@contracts/backoffice/push/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

// What a person's browser needs to take pushes: loaded with the first use (the inbox's opt-in),
// never with the first screen.
const calls = callEndpoints(() => import('@contracts/backoffice/push/calls').then((m): typeof pushCalls => m.pushCalls));

export const pushSubscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: calls.query(build, 'getPushPublicKey'),
    savePushSubscription: calls.mutation(build, 'savePushSubscription'),
    removePushSubscription: calls.mutation(build, 'removePushSubscription'),
  }),
});

export const PUSH_WORKER = '/push-sw.js';

// The VAPID key as PushManager.subscribe takes it.
export const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

export const pushSupported = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
