import { admins, defineAccessRows } from '../../core/access-matrix';
import { settingsCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const settingsAccess = defineAccessRows(settingsCalls, {
  getProductSettings: { expect: admins(200) },
  // a save that names no change
  changeProductSettings: { expect: admins('validation') },
  getProductSettingsHistory: { expect: admins(200) },
});
