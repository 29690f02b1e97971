import { feedbackCalls } from '@contracts/marketplace/feedback/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const feedback = callEndpoints(feedbackCalls);

export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: feedback.mutation(build, 'sendFeedback'),
  }),
});
