import { defineErrors } from '../../core/feature';

export const conversationErrors = defineErrors({
  NotMatched: { status: 403, message: 'You can message each other once you match' },
  Blocked: { status: 403, message: 'You cannot message this person' },
});
