import type { z } from 'zod';
import { userChangedMessage } from './identity/users/live';
import { jobChangedMessage } from './marketplace/jobs/live';

// Every socket.io message the server emits, by event name.
export const liveMessages = {
  'job.changed': jobChangedMessage,
  'user.changed': userChangedMessage,
} as const;

export type LiveMessages = { [K in keyof typeof liveMessages]: z.infer<(typeof liveMessages)[K]> };
export type LiveMessageName = keyof LiveMessages;

export const liveRooms = {
  public: 'public',
  user: (userId: string) => `user:${userId}`,
  journey: (userId: string) => `journey:${userId}`,
  publishGrid: 'staff:publish-grid',
  admin: 'admin',
} as const;

export type Publish = <K extends LiveMessageName>(room: string, name: K, message: LiveMessages[K]) => void;
