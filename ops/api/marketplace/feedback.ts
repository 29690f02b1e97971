import type { feedbackCalls } from '../../../contracts/marketplace/feedback/calls';
import { sendFeedback } from '../../../command/marketplace/feedback/handlers';
import { reply, type ApiDeps, type CallHandlers } from '../types';

export const feedbackHandlers = (deps: ApiDeps): CallHandlers<keyof typeof feedbackCalls> => ({
  sendFeedback: async (input, ctx) => {
    await sendFeedback(deps, ctx.command, input.feedback);
    // nothing reads feedback back, so there is no read model to wait for
    return reply(null, async () => ({ success: true, message: 'Thank you for your feedback' }));
  },
});
