// The messages of one matched pair, in order.
export const conversationStreamId = (jobId: string, seekerId: string): string => `conversation-${jobId}-${seekerId}`;

// Whom one person blocked.
export const blockStreamId = (userId: string): string => `block-${userId}`;
