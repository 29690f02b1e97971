import type { documentsCalls } from '@contracts/coaching/documents/calls';
import type { OnboardingChangedMessage } from '@contracts/coaching/onboarding/live';
import type { PublicationProgressedMessage, PublishingChangedMessage } from '@contracts/coaching/publication/live';
import type { CallOutput } from '@contracts/core/call';
import { clientView, READ_AGAIN } from '../journey/client-changes';
import { publishingOf } from '../journey/journey-changes';

type JourneyPublishing = CallOutput<typeof documentsCalls.getJourneyPublishing>;

// getJourneyPublishing: every change to the client's CVs, cover letters and publication answers all
// of it, and so does a CV file uploaded. A part placed on the grid or sent is told without an answer:
// read again (the next part, the cycles).
export const publishingView = clientView<JourneyPublishing, PublishingChangedMessage | PublicationProgressedMessage | OnboardingChangedMessage>(
  'getJourneyPublishing',
  'Publishing',
  (draft, change) => {
    if (!('call' in change)) return READ_AGAIN;
    switch (change.call) {
      case 'checkOnboardingData':
      case 'scheduleMeeting':
      case 'cancelMeeting':
        return;
      default:
        Object.assign(draft, publishingOf(change.answer));
    }
  },
);
