// Stream ids of the publication are built only here.

// One client's publication: tests, approvals, pauses, the cycles and their parts. One stream per
// client keeps "at most one open cycle" under concurrent approvals.
export const publicationStreamId = (userId: string): string => `publication-${userId}`;

// One part of one cycle, as the publisher's task and the mailer's keys name it.
export const partKey = (cycleId: string, part: number): string => `${cycleId}:${part}`;
