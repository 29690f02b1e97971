import { resumesFeature } from '../../../contracts/marketplace/resumes/feature';
import { resumeProjection } from '../../../projections/marketplace/resumes/resume.projection';
import { defineServerFeature } from '../../server/feature';

// The resume read model; recruiters search it through the jobs feature's search calls.
export const resumesServer = defineServerFeature({
  contract: resumesFeature,
  projections: [resumeProjection],
  migrations: [],
  reads: {},
  calls: {},
});
