import { orphanApplicationsFeature } from '../../../contracts/marketplace/orphan-applications/feature';
import { eraseOrphanApplicant } from '../../../command/marketplace/orphan-applications/erase-orphan-applicant';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/activity/activity.projection';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { orphanApplicationProjection } from '../../../projections/marketplace/orphan-applications/orphan-application.projection';
import { defineServerFeature } from '../../server/feature';
import { applyOrphan } from './calls/apply-orphan';
import { setPasswordOrphan } from './calls/set-password-orphan';
import { mailOrphanApplicant } from './reactions/mail-orphan-applicant';
import { eraseLapsedOrphanApplicants } from './tasks/erase-lapsed-orphan-applicants';

export const orphanApplicationsServer = defineServerFeature({
  contract: orphanApplicationsFeature,
  projections: [orphanApplicationProjection],
  migrations: [],
  reads: {
    // the recruiter's applicants and inbox show the application as any other
    applyOrphan: [activityProjection, notificationProjection, orphanApplicationProjection],
    // the new seeker's next screen is My Applications, signed in
    setPasswordOrphan: [userAccountProjection, activityProjection, orphanApplicationProjection],
  },
  calls: { applyOrphan, setPasswordOrphan },
  reactions: [mailOrphanApplicant],
  // applicants without an account are erased after the retention period
  tasks: [eraseLapsedOrphanApplicants],
  // what a deleted account sent before it had one: the applicant's key and CVs
  eraseAccount: (deps, account) => eraseOrphanApplicant(deps, account),
});
