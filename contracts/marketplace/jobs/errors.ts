import { defineErrors } from '../../core/feature';

export const jobErrors = defineErrors({
  JobNotFound: { status: 404, message: 'This job is no longer available' },
  NotJobOwner: { status: 403, message: 'This job belongs to another recruiter' },
  JobDeleted: { status: 409, message: 'This job was deleted and cannot be changed' },
  JobLimitReached: { status: 409, message: 'Your jobs limit reached' },
});
