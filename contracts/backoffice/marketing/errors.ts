import { defineErrors } from '../../core/feature';

export const marketingErrors = defineErrors({
  MPostNotFound: { status: 404, message: 'There is no such post' },
  MEventNotFound: { status: 404, message: 'There is no such calendar event (it may have been removed)' },
  MTaskNotFound: { status: 404, message: 'There is no such task (it may have been deleted)' },
  // a rule that needs what is stored (other posts' names, a post's versions) refused the change
  MarketingRefused: { status: 400, message: 'The change cannot be saved as it is' },
});
