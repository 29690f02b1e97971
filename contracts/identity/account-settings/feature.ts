import { defineFeature } from '../../core/feature';
import { accountSettingsAccess } from './access';
import { accountSettingsCalls } from './calls';
import { accountSettingsEvents } from './events';
import { accountSettingsMessages } from './messages';

// Account settings (/settings): what a person changes about their account itself. The account's
// password events are identity's (PasswordChanged); its own email-change events go on the
// account's stream and identity's address reservations, so it owns no stream prefix of its own.
export const accountSettingsFeature = defineFeature({
  name: 'identity/account-settings',
  calls: accountSettingsCalls,
  access: accountSettingsAccess,
  events: accountSettingsEvents,
  live: {},
  errors: {},
  messages: accountSettingsMessages,
  streams: [],
  tables: {},
});
