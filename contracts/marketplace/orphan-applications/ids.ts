import { createHash } from 'node:crypto';

// Applications made without an account by one email address (the address itself is never in a
// stream id). The applicant id they go under is chosen on the first one.
export const orphanApplicantStreamId = (email: string): string => `orphan-applicant-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
