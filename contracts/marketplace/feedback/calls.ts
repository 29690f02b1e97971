import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { feedbackMessages } from './messages';

export const feedbackCalls = defineCalls({
  sendFeedback: {
    kind: 'command',
    access: 'guest',
    rateLimit: 'guestWrite',
    summary: 'Send feedback to the team; visitors with a guest token may send it too.',
    input: z.object({ feedback: z.string().trim().min(1, feedbackMessages.FeedbackEmpty).max(5000) }),
    output: z.object({ success: z.boolean(), ...saidFields }),
  },
});
