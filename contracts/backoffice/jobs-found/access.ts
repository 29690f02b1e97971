import { defineAccessRows, staff } from '../../core/access-matrix';
import { jobsFoundCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const jobsFoundAccess = defineAccessRows(jobsFoundCalls, {
  getJobsFoundData: { expect: staff(200) },
});
