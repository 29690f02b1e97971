import { settingsFeature } from '../../../contracts/backoffice/settings/feature';
import { productSettingProjection } from '../../../projections/backoffice/settings/product-setting.projection';
import { historyEntryProjection } from '../../../projections/core/history-entry.projection';
import { defineServerFeature } from '../../server/feature';
import { changeProductSettings } from './calls/change-product-settings';
import { getProductSettings } from './calls/get-product-settings';
import { getProductSettingsHistory } from './calls/get-product-settings-history';

export const settingsServer = defineServerFeature({
  contract: settingsFeature,
  projections: [productSettingProjection],
  migrations: [],
  // the screen's history list shows the change beside the settings
  reads: { changeProductSettings: [productSettingProjection, historyEntryProjection] },
  calls: { getProductSettings, changeProductSettings, getProductSettingsHistory },
});
