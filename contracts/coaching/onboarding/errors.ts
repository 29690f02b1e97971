import { defineErrors } from '../../core/feature';

export const onboardingErrors = defineErrors({
  OnboardingRuleBroken: { status: 409, message: 'This cannot be done in the onboarding now' },
  MeetingSlotUnavailable: { status: 409, message: 'This meeting time is not available' },
});
