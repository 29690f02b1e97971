import { feedbackFeature } from '../../../contracts/marketplace/feedback/feature';
import { defineServerFeature } from '../../server/feature';
import { sendFeedback } from './calls/send-feedback';
import { mailFeedback } from './reactions/mail-feedback';

export const feedbackServer = defineServerFeature({
  contract: feedbackFeature,
  projections: [],
  migrations: [],
  // nothing reads feedback back, so there is no read model to wait for
  reads: { sendFeedback: [] },
  calls: { sendFeedback },
  reactions: [mailFeedback],
});
