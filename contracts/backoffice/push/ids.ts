// Stream ids of the push notifications are built only here.

// One stream per push an admin sent or kept in the history (its removal from the history too).
export const PUSH_STREAM_PREFIX = 'push-notification-';
export const pushStreamId = (pushId: string): string => `${PUSH_STREAM_PREFIX}${pushId}`;
