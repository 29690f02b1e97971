import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

export const feedbackEvents = defineEvents({
  // userId is null for a visitor without an account; the text may hold personal data
  FeedbackSent: event(z.object({ feedbackId: z.string(), userId: z.string().nullable(), feedback: z.string(), sentAt: z.string() }), {
    personal: ['feedback'],
    // a visitor's feedback belongs to nobody who could ask for it to be erased
    subject: (data) => (typeof data.userId === 'string' ? data.userId : `visitor-feedback-${String(data.feedbackId)}`),
  }),
});

export type FeedbackEvent = EventOf<typeof feedbackEvents>;
