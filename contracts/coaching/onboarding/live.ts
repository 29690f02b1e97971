import type { z } from 'zod';
import { announced } from '../../core/client-changes';
import { onboardingCalls } from './calls';

// Every step of a client's onboarding (the details checked, the CV file, the meeting), told to the
// client's room with the answer its caller got.
export const onboardingChanges = announced('onboarding.changed', onboardingCalls, {
  checkOnboardingData: 'client',
  uploadPublishCVFile: 'client',
  scheduleMeeting: 'client',
  cancelMeeting: 'client',
});
export type OnboardingChangedMessage = z.infer<typeof onboardingChanges.schema>;
