import { createHash } from 'node:crypto';

export const userStreamId = (userId: string): string => `user-${userId}`;

// One account per email across streams: the first append with expected version "no stream" wins.
export const emailReservationStreamId = (email: string): string =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
