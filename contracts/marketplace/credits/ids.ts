// One ledger per user: every grant, use and promotion of that user's credits, so a balance is
// decided in one stream with the expected version and can never go below zero.
export const creditsStreamId = (userId: string): string => `credits-${userId}`;

// What a contact or promote credit was spent on: a job or a seeker's profile.
export const creditObjectKey = (objectType: string, objectId: string): string => `${objectType}:${objectId}`;

// Queued work: a promotion ends by itself when this job runs at its expiresAt.
export const PROMOTION_EXPIRY_JOB = 'promotion-expiry';
export const promotionExpiryKey = (promotionId: string): string => `promotion-expiry-${promotionId}`;
