import { jobsFoundCalls } from '@contracts/backoffice/jobs-found/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(jobsFoundCalls);

export const jobsFoundApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobsFoundData: calls.query(build, 'getJobsFoundData'),
  }),
});
