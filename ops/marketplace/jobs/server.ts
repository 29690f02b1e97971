import { jobsFeature } from '../../../contracts/marketplace/jobs/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { defineServerFeature } from '../../server/feature';
import { changeJobStatus } from './calls/change-job-status';
import { createNewJob } from './calls/create-new-job';
import { getHistogramObject } from './calls/get-histogram-object';
import { getHistogramObjects } from './calls/get-histogram-objects';
import { getUserJobsR } from './calls/get-user-jobs-r';
import { saveUserJob } from './calls/save-user-job';
import { saveUserJobR } from './calls/save-user-job-r';

export const jobsServer = defineServerFeature({
  contract: jobsFeature,
  projections: [jobProjection],
  migrations: [],
  reads: {
    // a seeker who posts becomes a recruiter: the account changes too
    createNewJob: [jobProjection, userAccountProjection],
    saveUserJob: [jobProjection],
    saveUserJobR: [jobProjection],
    changeJobStatus: [jobProjection],
  },
  calls: { createNewJob, saveUserJob, saveUserJobR, changeJobStatus, getUserJobsR, getHistogramObjects, getHistogramObject },
});
