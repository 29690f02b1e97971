import { settingOfEvent, settingsEvents, type SettingsEvent } from '../../../contracts/backoffice/settings/events';
import type { SettingValues } from '../../../contracts/backoffice/settings/settings';

// What the settings' rules need of product-settings-site: the values changed so far (a setting
// never changed has its default, which the command brings) and the stream's revision (its version:
// -1 before the first change), which a save must name.
export type ProductSettingsState = { revision: number; values: Partial<SettingValues> };
export const initialProductSettings: ProductSettingsState = { revision: -1, values: {} };

export const evolveProductSettings = (state: ProductSettingsState, event: SettingsEvent): ProductSettingsState => {
  const setting = settingOfEvent[event.type];
  return setting ? { revision: state.revision + 1, values: { ...state.values, [setting]: event.data.to } } : { ...state, revision: state.revision + 1 };
};

export const productSettingsFolder = { events: settingsEvents, initialState: initialProductSettings, evolve: evolveProductSettings };
