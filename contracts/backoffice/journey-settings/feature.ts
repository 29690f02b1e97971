import { defineFeature, tableTypes } from '../../core/feature';
import { journeySettingsAccess } from './access';
import { journeySettingsCalls } from './calls';
import { journeySettingsErrors } from './errors';
import { journeySettingsEvents } from './events';
import { EXPLANATIONS_STREAM_PREFIX, JOURNEY_SETTINGS_STREAM_PREFIX } from './ids';
import { journeySettingsMessages } from './messages';
import type { JourneySettingsTables } from './tables';

// The journey's lists the brand's admins edit at /{product}-settings: the statuses and plans the
// journey screens offer, the meeting and questionnaire statuses, the summary types and the
// newsletter's extra addresses; and the explanations clients read about each step.
export const journeySettingsFeature = defineFeature({
  name: 'backoffice/journey-settings',
  calls: journeySettingsCalls,
  access: journeySettingsAccess,
  events: journeySettingsEvents,
  live: {},
  errors: journeySettingsErrors,
  messages: journeySettingsMessages,
  streams: [JOURNEY_SETTINGS_STREAM_PREFIX, EXPLANATIONS_STREAM_PREFIX],
  tables: tableTypes<JourneySettingsTables>(),
});
