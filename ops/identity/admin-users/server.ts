import { adminUsersFeature } from '../../../contracts/identity/admin-users/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { resumeProjection } from '../../../projections/marketplace/resumes/resume.projection';
import { defineServerFeature } from '../../server/feature';
import { deleteUserByAdmin } from './calls/delete-user-by-admin';
import { excludeUserByAdminAndGetUsers } from './calls/exclude-user-by-admin-and-get-users';
import { getAdminExtraUserInfo } from './calls/get-admin-extra-user-info';
import { getAdminUserData } from './calls/get-admin-user-data';

export const adminUsersServer = defineServerFeature({
  contract: adminUsersFeature,
  projections: [],
  migrations: [],
  reads: {
    excludeUserByAdminAndGetUsers: [userAccountProjection, resumeProjection],
    deleteUserByAdmin: [userAccountProjection, jobProjection, resumeProjection],
  },
  calls: { getAdminUserData, excludeUserByAdminAndGetUsers, deleteUserByAdmin, getAdminExtraUserInfo },
});
