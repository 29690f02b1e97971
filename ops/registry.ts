import { identityHandlers } from './api/identity/users';
import { feedbackHandlers } from './api/marketplace/feedback';
import { jobHandlers } from './api/marketplace/jobs';
import type { ApiDeps, CallHandlers } from './api/types';
import { userAccountProjection } from '../projections/identity/users/user-account.projection';
import { jobProjection } from '../projections/marketplace/jobs/job.projection';
import type { Projection } from '../projections/core/projection';

// Every feature, listed once. A call without a handler does not compile.
export const projections: readonly Projection[] = [userAccountProjection, jobProjection];

export const buildHandlers = (deps: ApiDeps): CallHandlers => ({
  ...identityHandlers(deps),
  ...jobHandlers(deps),
  ...feedbackHandlers(deps),
});
