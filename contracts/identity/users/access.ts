import { defineAccessRows, everyone, signedIn, admins, proOnly } from '../../core/access-matrix';
import { identityCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const identityAccess = defineAccessRows(identityCalls, {
  register: { expect: everyone('validation') },
  login: { expect: everyone('validation') },
  confirmEmail: { expect: everyone('validation') },
  getUnregistedUserToken: { expect: everyone(200) },
  resetPassword: { expect: everyone('validation') },
  updateUserPassword: { expect: everyone('validation') },
  logoutEverywhere: { expect: signedIn(200), endsSession: true },
  getUserData: { expect: proOnly({ user: { isPro: false } }, { user: { isPro: true } }) },
  saveProfile: { expect: signedIn(200) },
  // without a file: refused as invalid (the uploads themselves: tests/identity/profile-files)
  uploadResumeR: { expect: signedIn('validation') },
  uploadAvatarR: { expect: signedIn('validation') },
  removeAvatarR: { expect: signedIn(200) },
  setAdminUserData: { expect: admins(200), body: (ids) => ({ userId: ids.someoneElse, data: { isJHUser: true } }) },
  deleteAccount: { expect: signedIn('validation') },
  exportMyData: { expect: signedIn(200) },
  getOutbox: { expect: admins(200) },
});
