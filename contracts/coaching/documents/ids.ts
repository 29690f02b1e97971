// Stream ids of the CVs and cover letters are built only here.

// One client's CV links.
export const resumesStreamId = (userId: string): string => `cv-${userId}`;

// One client's cover letters: exactly one picked among those not deleted.
export const coverLettersStreamId = (userId: string): string => `cover-letter-${userId}`;
