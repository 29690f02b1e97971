import { defineAccessRows, everyone, signedIn } from '../../core/access-matrix';
import { accountSettingsCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const accountSettingsAccess = defineAccessRows(accountSettingsCalls, {
  changePassword: { expect: signedIn('validation') },
  changeEmail: { expect: signedIn('validation') },
  // a link that is none: answered, not refused
  confirmEmailChange: { expect: everyone(200), body: () => ({ token: 'not-a-link' }) },
});
