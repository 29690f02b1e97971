import { defineErrors } from '../../core/feature';

export const leadErrors = defineErrors({
  LeadNotFound: { status: 404, message: 'There is no such lead (it may have been deleted)' },
  // a rule of the lead form the contract cannot check alone (the statuses and staff of now)
  LeadRefused: { status: 400, message: 'The lead cannot be saved as it is' },
});
