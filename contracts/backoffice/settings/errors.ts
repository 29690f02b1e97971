import { defineErrors } from '../../core/feature';

export const settingsErrors = defineErrors({
  // someone saved the settings since this screen read them: it must read them again
  ProductSettingsStale: { status: 409, message: 'Someone changed the settings since you opened them: reload to see their changes, then save again' },
  ProductSettingRefused: { status: 409, message: 'This setting cannot be changed now' },
});
