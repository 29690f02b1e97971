import { defineErrors } from '../../core/feature';

export const savedItemErrors = defineErrors({
  // a job deleted or never there, a resume no recruiter may see
  SavedItemNotFound: { status: 404, message: 'This item is no longer available, so it cannot be saved' },
});
