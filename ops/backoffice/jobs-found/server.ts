import { jobsFoundFeature } from '../../../contracts/backoffice/jobs-found/feature';
import { jobFoundProjection } from '../../../projections/backoffice/jobs-found/job-found.projection';
import { defineServerFeature } from '../../server/feature';
import { getJobsFoundData, jobsFoundCsv } from './calls/get-jobs-found-data';

export const jobsFoundServer = defineServerFeature({
  contract: jobsFoundFeature,
  projections: [jobFoundProjection],
  migrations: [],
  reads: {},
  calls: { getJobsFoundData },
  csv: { getJobsFoundData: jobsFoundCsv },
});
