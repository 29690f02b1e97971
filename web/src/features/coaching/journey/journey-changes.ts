import type { Draft } from '@reduxjs/toolkit';
import type { journeyCalls } from '@contracts/coaching/journey/calls';
import { journeyPublishingFieldsOf, type PersonalJourney } from '@contracts/coaching/journey/journey';
import type { JourneyChangedMessage } from '@contracts/coaching/journey/live';
import type { OffersChangedMessage } from '@contracts/coaching/offers/live';
import type { OnboardingChangedMessage } from '@contracts/coaching/onboarding/live';
import type { JourneyPublishing } from '@contracts/coaching/documents/calls';
import type { PublicationProgressedMessage, PublishingChangedMessage } from '@contracts/coaching/publication/live';
import type { CallOutput } from '@contracts/core/call';
import { liveMessage } from '../../../app/on-live';
import { clientView, READ_AGAIN } from './client-changes';

// The live messages a journey client's screens hear, each loaded with the first one heard.
export const journeyChanged = liveMessage('journey.changed', async () => (await import('@contracts/coaching/journey/live')).journeyChangedMessage);
export const publishingChanged = liveMessage('publishing.changed', async () => (await import('@contracts/coaching/publication/live')).publishingChangedMessage);
export const publicationProgressed = liveMessage('publication.progressed', async () => (await import('@contracts/coaching/publication/live')).publicationProgressedMessage);
export const onboardingChanged = liveMessage('onboarding.changed', async () => (await import('@contracts/coaching/onboarding/live')).onboardingChanges.schema);
export const offersChanged = liveMessage('offers.changed', async () => (await import('@contracts/coaching/offers/live')).offersChanges.schema);
export const trackerChanged = liveMessage('tracker.changed', async () => (await import('@contracts/coaching/tracker/live')).trackerChanges.schema);
export const kpisChanged = liveMessage('kpis.changed', async () => (await import('@contracts/coaching/kpis/live')).kpisChangedMessage);

type JourneyData = CallOutput<typeof journeyCalls.getPersonalJourneyData>;
type Heard = JourneyChangedMessage | PublishingChangedMessage | PublicationProgressedMessage | OnboardingChangedMessage | OffersChangedMessage;

// The fields of getJourneyPublishing every publishing answer carries (some add a message).
export const publishingOf = (p: JourneyPublishing): JourneyPublishing => ({
  resumes: p.resumes,
  coverLetters: p.coverLetters,
  publish: p.publish,
  cycles: p.cycles,
  publishData: p.publishData,
  startDateOptions: p.startDateOptions,
  mayApprove: p.mayApprove,
  upcomingPublish: p.upcomingPublish,
});

function withJourney(draft: Draft<JourneyData>, journey: PersonalJourney): void {
  draft.personaljourney = journey;
  draft.sendCVFromDate = journey.sendCVFromDate;
  draft.freezeHistory = journey.freezeHistory;
  draft.signedDate = journey.signedDate;
}

function withPublishing(draft: Draft<JourneyData>, publishing: JourneyPublishing): void {
  Object.assign(draft, publishingOf(publishing));
  // the journey may be an answer just put in (withJourney), which is frozen: replaced, not changed
  draft.personaljourney = { ...draft.personaljourney, ...journeyPublishingFieldsOf(publishing) };
}

// getPersonalJourneyData: the journey, with publishing's part of it. Every journey command answers
// the journey (or its comments), every publishing command the client's publishing, the onboarding
// the journey as it shows the checked details, a signed offer the signature's day. A part placed
// on the grid or sent is told without an answer: the journey (its next part, its cycles) is read again.
export const journeyView = clientView<JourneyData, Heard>('getPersonalJourneyData', 'Journey', (draft, change) => {
  if (!('call' in change)) return READ_AGAIN;
  switch (change.call) {
    case 'addCommentToPesonalJourney':
    case 'editDeleteCommentToPesonalJourney':
      draft.personaljourney.comments = change.answer.comments;
      return;
    case 'updatePersonalJourneyData':
    case 'updatePersonalJourneyDataAdmin':
    case 'finishPersonalJourneyStep':
    case 'changePersonalJourneyManager':
    case 'changePersonalJourneyStatus':
    case 'changePersonalJourneyPlan':
    case 'updatePersonalJourneyLink':
    case 'updateSafetyNet':
    case 'endSubscription':
    case 'checkOnboardingData':
      withJourney(draft, change.answer.personaljourney);
      return;
    case 'uploadPublishCVFile':
      withJourney(draft, change.answer.personaljourney);
      withPublishing(draft, change.answer);
      return;
    case 'addResume':
    case 'updateResume':
    case 'addEditCoverLetter':
    case 'handleSaveData':
    case 'sendPersonalJourneyTest':
    case 'startPersonalJourneyPublish':
    case 'approvePublish':
    case 'declinePublish':
    case 'pausePublish':
    case 'newPersonalJourneyPublish':
    case 'updatePersonalJourneyPublish':
    case 'changeAutoPutOnPublishList':
      withPublishing(draft, change.answer);
      return;
    case 'talentSignedOffer':
      draft.signedDate = change.answer.signedDate;
      draft.personaljourney.signedDate = change.answer.signedDate;
      return;
    default:
      // the rest of the offers, the meeting: not on the journey
      return;
  }
});
