import { identityUsersFeature } from '../../../contracts/identity/users/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { defineServerFeature } from '../../server/feature';
import { purgeExpiredResetCodes } from '../../tasks/purge-expired-reset-codes';
import { confirmEmail } from './calls/confirm-email';
import { deleteAccount } from './calls/delete-account';
import { exportMyData } from './calls/export-my-data';
import { getOutbox } from './calls/get-outbox';
import { getUnregistedUserToken } from './calls/get-unregisted-user-token';
import { getUserData } from './calls/get-user-data';
import { login } from './calls/login';
import { logoutEverywhere } from './calls/logout-everywhere';
import { register } from './calls/register';
import { resetPassword } from './calls/reset-password';
import { saveProfile } from './calls/save-profile';
import { uploadResumeR } from './calls/upload-resume-r';
import { uploadAvatarR } from './calls/upload-avatar-r';
import { removeAvatarR } from './calls/remove-avatar-r';
import { setAdminUserData } from './calls/set-admin-user-data';
import { updateUserPassword } from './calls/update-user-password';
import { identityMigrations } from './migrations';
import { eraseProfileFiles } from './erase-profile-files';
import { mailConfirmation } from './reactions/mail-confirmation';
import { mailPasswordReset } from './reactions/mail-password-reset';
import { mailExistingAccount } from './tasks/mail-existing-account';
import { mailLockoutNotice } from './tasks/mail-lockout-notice';

export const identityUsersServer = defineServerFeature({
  contract: identityUsersFeature,
  projections: [userAccountProjection],
  tasks: [purgeExpiredResetCodes, mailExistingAccount, mailLockoutNotice],
  reactions: [mailConfirmation, mailPasswordReset],
  migrations: identityMigrations,
  eraseAccount: eraseProfileFiles,
  reads: {
    register: [userAccountProjection],
    login: [],
    confirmEmail: [userAccountProjection],
    getUnregistedUserToken: [],
    resetPassword: [],
    updateUserPassword: [],
    logoutEverywhere: [],
    saveProfile: [userAccountProjection],
    uploadResumeR: [userAccountProjection],
    uploadAvatarR: [userAccountProjection],
    removeAvatarR: [userAccountProjection],
    setAdminUserData: [userAccountProjection, creditLedgerProjection],
    deleteAccount: [userAccountProjection, jobProjection],
  },
  calls: {
    register,
    login,
    confirmEmail,
    getUnregistedUserToken,
    resetPassword,
    updateUserPassword,
    logoutEverywhere,
    getUserData,
    saveProfile,
    uploadResumeR,
    uploadAvatarR,
    removeAvatarR,
    setAdminUserData,
    deleteAccount,
    exportMyData,
    getOutbox,
  },
});
