import { defineErrors } from '../../core/feature';

export const pushErrors = defineErrors({
  PushNoRecipients: { status: 409, message: 'Nobody matches: widen the query or pick people' },
  PushTooManyRecipients: { status: 409, message: 'Too many people match: narrow the query' },
  PushHistoryEntryNotFound: { status: 404, message: 'There is no such push in the history' },
});
