import { defineFeature, tableTypes } from '../../core/feature';
import { settingsAccess } from './access';
import { settingsCalls } from './calls';
import { settingsErrors } from './errors';
import { settingsEvents } from './events';
import { PRODUCT_SETTINGS_STREAM_PREFIX } from './ids';
import { settingsMessages } from './messages';
import type { SettingsTables } from './tables';

// The product's own settings an admin changes at run time (/jssettings): the coaching brand's
// name, the publish grid's times and parts, the default active-job limit and the mail sender.
export const settingsFeature = defineFeature({
  name: 'backoffice/settings',
  calls: settingsCalls,
  access: settingsAccess,
  events: settingsEvents,
  live: {},
  errors: settingsErrors,
  messages: settingsMessages,
  streams: [PRODUCT_SETTINGS_STREAM_PREFIX],
  history: [PRODUCT_SETTINGS_STREAM_PREFIX],
  tables: tableTypes<SettingsTables>(),
});
