import { activityFeature } from '../../../contracts/marketplace/activity/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/activity/activity.projection';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { defineServerFeature } from '../../server/feature';
import { applyHistObject } from './calls/apply-hist-object';
import { getUserActivity } from './calls/get-user-activity';
import { markActivitySeen } from './calls/mark-activity-seen';
import { markApplicantViewed } from './calls/mark-applicant-viewed';
import { mailMatch } from './reactions/mail-match';
import { mailNewApplicant } from './reactions/mail-new-applicant';

export const activityServer = defineServerFeature({
  contract: activityFeature,
  projections: [activityProjection],
  migrations: [],
  reads: {
    // a seeker who connects becomes a recruiter: the account changes too
    applyHistObject: [activityProjection, notificationProjection, userAccountProjection],
    markApplicantViewed: [activityProjection],
    markActivitySeen: [activityProjection],
  },
  calls: { applyHistObject, markApplicantViewed, getUserActivity, markActivitySeen },
  reactions: [mailNewApplicant, mailMatch],
});
