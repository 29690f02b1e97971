import { defineFeature, tableTypes } from '../../core/feature';
import { onboardingAccess } from './access';
import { onboardingCalls } from './calls';
import { onboardingErrors } from './errors';
import { onboardingEvents } from './events';
import { MEETING_SLOT_STREAM_PREFIX, ONBOARDING_STREAM_PREFIX } from './ids';
import { onboardingChanges } from './live';
import { onboardingMessages } from './messages';
import type { OnboardingTables } from './tables';

// A new coaching client's onboarding: checking their details, uploading their CV and booking a
// first meeting in a slot staff opened.
export const onboardingFeature = defineFeature({
  name: 'coaching/onboarding',
  calls: onboardingCalls,
  access: onboardingAccess,
  events: onboardingEvents,
  live: onboardingChanges.live,
  announces: onboardingChanges.announces,
  errors: onboardingErrors,
  messages: onboardingMessages,
  streams: [ONBOARDING_STREAM_PREFIX, MEETING_SLOT_STREAM_PREFIX],
  history: [ONBOARDING_STREAM_PREFIX],
  tables: tableTypes<OnboardingTables>(),
});
