import { defineAccessRows, guests } from '../../core/access-matrix';
import { feedbackCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const feedbackAccess = defineAccessRows(feedbackCalls, {
  sendFeedback: { expect: guests(200), body: () => ({ feedback: 'The search is fast.' }) },
});
