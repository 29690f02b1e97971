import { z } from 'zod';

export const feedbackSentSchema = z.object({
  feedbackId: z.string(),
  // null for a visitor without an account
  userId: z.string().nullable(),
  feedback: z.string(),
  sentAt: z.string(),
});

export type FeedbackEvent = { type: 'FeedbackSent'; data: z.infer<typeof feedbackSentSchema> };

// the text may hold personal data
export const feedbackPersonalData = { FeedbackSent: ['feedback'] } as const;
