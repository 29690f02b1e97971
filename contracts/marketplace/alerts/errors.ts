import { defineErrors } from '../../core/feature';

export const alertErrors = defineErrors({
  AlertNotFound: { status: 404, message: 'There is no such alert (it may have been deleted)' },
  // a rule the contract cannot check alone: how many alerts there are, the same search twice
  AlertRefused: { status: 409, message: 'The alert cannot be added' },
  MailNotFound: { status: 404, message: 'There is no such mail in the outbox' },
  OutboxClosed: { status: 403, message: 'Only admins can read the outbox when mail is sent for real' },
});
