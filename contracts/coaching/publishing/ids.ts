// Stream ids of the publishing feature are built only here.

// One client's CV links.
export const resumesStreamId = (userId: string): string => `cv-${userId}`;

// One client's cover letters: exactly one picked among those not deleted.
export const coverLettersStreamId = (userId: string): string => `cover-letter-${userId}`;

// One client's publication: tests, approvals, pauses, the cycles and their parts. One stream per
// client keeps "at most one open cycle" under concurrent approvals.
export const publicationStreamId = (userId: string): string => `publication-${userId}`;

// One part of one cycle, as the publisher's task and the mailer's keys name it.
export const partKey = (cycleId: string, part: number): string => `${cycleId}:${part}`;
