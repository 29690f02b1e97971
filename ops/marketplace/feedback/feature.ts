import { feedbackFeature } from '../../../contracts/marketplace/feedback/feature';
import { sendFeedback } from '../../../command/marketplace/feedback/handlers';
import { defineServerFeature, reply } from '../../server/feature';

export const feedbackServer = defineServerFeature({
  contract: feedbackFeature,
  projections: [],
  migrations: [],
  // nothing reads feedback back, so there is no read model to wait for
  reads: { sendFeedback: [] },
  handlers: (deps) => ({
    sendFeedback: async (input, ctx) => {
      const sent = await sendFeedback(deps, ctx.command, input.feedback);
      return reply(sent, async () => ({ success: true, message: 'Thank you for your feedback' }));
    },
  }),
});
