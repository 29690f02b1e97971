import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

export const feedbackEvents = defineEvents({
  // userId is null for a visitor without an account; the text may hold personal data
  FeedbackSent: event(z.object({ feedbackId: z.string(), userId: z.string().nullable(), feedback: z.string(), sentAt: z.string() }), {
    personal: ['feedback'],
  }),
});

export type FeedbackEvent = EventOf<typeof feedbackEvents>;
