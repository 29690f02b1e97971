import type { onboardingCalls } from '@contracts/coaching/onboarding/calls';
import type { OnboardingChangedMessage } from '@contracts/coaching/onboarding/live';
import type { CallOutput } from '@contracts/core/call';
import { clientView } from '../journey/client-changes';

type OnboardingData = CallOutput<typeof onboardingCalls.getOnboarding>;
type Slots = CallOutput<typeof onboardingCalls.fetchMeetingSlots>;

// getOnboarding: every onboarding step answers the onboarding as it now is.
export const onboardingView = clientView<OnboardingData, OnboardingChangedMessage>('getOnboarding', 'Onboarding', (draft, change) => {
  draft.onboarding = change.answer.onboarding;
});

// fetchMeetingSlots: booking and cancelling answer the open slots too.
export const meetingSlotsView = clientView<Slots, OnboardingChangedMessage>('fetchMeetingSlots', 'MeetingSlots', (draft, change) => {
  draft.onboarding = change.answer.onboarding;
  if (change.call === 'scheduleMeeting' || change.call === 'cancelMeeting') draft.slots = change.answer.slots;
});
