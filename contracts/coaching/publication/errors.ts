import { defineErrors } from '../../core/feature';

export const publicationErrors = defineErrors({
  PublishRuleBroken: { status: 409, message: 'This cannot be done with the publication now' },
  PublishItemNotFound: { status: 404, message: 'This is not on the publication' },
  // a call of a journey step the journey has not reached (coaching spec §4: steps beyond currentStep are disabled)
  JourneyStepNotReached: { status: 409, message: 'The journey has not reached this step yet' },
});
