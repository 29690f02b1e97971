export const feedbackStreamId = (feedbackId: string): string => `feedback-${feedbackId}`;
