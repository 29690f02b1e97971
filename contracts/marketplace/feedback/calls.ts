import { z } from 'zod';
import { defineCalls } from '../../core/call';

export const feedbackCalls = defineCalls({
  sendFeedback: {
    kind: 'command',
    access: 'guest',
    rateLimit: 'guestWrite',
    summary: 'Send feedback to the team; visitors with a guest token may send it too.',
    input: z.object({ feedback: z.string().trim().min(1, 'Write your feedback first').max(5000, 'Use at most 5000 characters') }),
    output: z.object({ success: z.boolean(), message: z.string() }),
  },
});
