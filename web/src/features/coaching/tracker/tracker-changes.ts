import type { Draft } from '@reduxjs/toolkit';
import type { JourneyChangedMessage } from '@contracts/coaching/journey/live';
import type { OffersChangedMessage } from '@contracts/coaching/offers/live';
import type { Cycle } from '@contracts/coaching/publication/publication';
import type { PublicationProgressedMessage, PublishingChangedMessage } from '@contracts/coaching/publication/live';
import type { trackerCalls } from '@contracts/coaching/tracker/calls';
import type { Interview, TrackerCycle } from '@contracts/coaching/tracker/interview';
import type { TrackerChangedMessage } from '@contracts/coaching/tracker/live';
import { interviewsWithin, publicationRowsOf, publicationsWithin, summariesWithin, timelineRangeOf } from '@contracts/coaching/tracker/timeline';
import type { CallOutput } from '@contracts/core/call';
import { clientView, READ_AGAIN } from '../journey/client-changes';

type Interviews = CallOutput<typeof trackerCalls.getInterviewsForUser>;
type Timeline = CallOutput<typeof trackerCalls.getTimelineDataForUser>;
type QuestionnaireData = CallOutput<typeof trackerCalls.getQuestionnaire>;

const replaced = (list: Draft<Interview>[], interview: Interview): Draft<Interview>[] => list.map((i) => (i._id === interview._id ? interview : i));

// An interview is flagged when the client has an offer from its company.
function flagOffers(interviews: Draft<Interview>[], offers: readonly { company: string }[]): void {
  const companies = new Set(offers.map((o) => o.company.trim().toLowerCase()));
  for (const i of interviews) i.offer = companies.has(i.company.trim().toLowerCase());
}

// Publishing's cycles as the tracker shows them: numbered, with the notes each cycle had here.
function trackerCycles(before: readonly Draft<TrackerCycle>[], cycles: readonly Cycle[]): TrackerCycle[] {
  const notes = new Map(before.map((c) => [c._id, c]));
  return cycles.map((c, i) => {
    const note = notes.get(c._id);
    return { ...c, position: i + 1, csComment: note?.csComment ?? null, summaryDate: note?.summaryDate ?? null, summaryAuthor: note?.summaryAuthor ?? null, rating: note?.rating ?? null };
  });
}

type Heard = TrackerChangedMessage | OffersChangedMessage | PublishingChangedMessage | PublicationProgressedMessage;

// getInterviewsForUser: the interview commands answer every interview and the groups, a summary
// its interview, a cycle note the cycles; an offer flags its company's interviews; publishing's
// cycles keep the tracker's notes. A part sent is told without an answer: read again (the cycles,
// the publication rows and each interview's cycle move).
export const interviewsView = clientView<Interviews, Heard>('getInterviewsForUser', 'Tracker', (draft, change) => {
  if (!('call' in change)) return READ_AGAIN;
  switch (change.call) {
    case 'createEditTalentInterview':
    case 'editTalentInterviewStatus':
    case 'editTalentInterviews':
      draft.interviews = change.answer.interviews;
      draft.interviewGroups = change.answer.interviewGroups;
      return;
    case 'addEditInterviewComment':
      draft.interviews = replaced(draft.interviews, change.answer.interview);
      for (const group of draft.interviewGroups) group.interviews = replaced(group.interviews, change.answer.interview);
      return;
    case 'addEditInterviewCommentNew':
    case 'changeCycleComment':
    case 'changeCycleRating':
      draft.cycles = change.answer.newCycles;
      return;
    case 'createEditTalentOffer':
    case 'talentSignedOffer':
      draft.talentOffers = change.answer.talentOffers;
      flagOffers(draft.interviews, change.answer.talentOffers);
      for (const group of draft.interviewGroups) flagOffers(group.interviews, change.answer.talentOffers);
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
      draft.cycles = trackerCycles(draft.cycles, change.answer.cycles);
      draft.publishesData = publicationRowsOf(draft.cycles);
      return;
    default:
      // the questionnaire (staff's own view), jobs and projects: not here
      return;
  }
});

// getTimelineDataForUser: one service period, so what an answer lists is kept within its days.
// A signed offer, new service dates or a status (a freeze) move the period itself, and a part sent
// is told without an answer: read again.
export const timelineView = clientView<Timeline, Heard | JourneyChangedMessage>('getTimelineDataForUser', 'Timeline', (draft, change) => {
  if (!('call' in change)) return READ_AGAIN;
  const range = timelineRangeOf(draft);
  switch (change.call) {
    case 'createEditTalentInterview':
    case 'editTalentInterviewStatus':
    case 'editTalentInterviews':
      draft.interviews = interviewsWithin(change.answer.interviews, range);
      return;
    case 'addEditInterviewComment':
      draft.interviews = replaced(draft.interviews, change.answer.interview);
      return;
    case 'addEditInterviewCommentNew':
      draft.summaries = summariesWithin(change.answer.summaries, range);
      draft.cycles = change.answer.newCycles;
      return;
    case 'changeCycleComment':
    case 'changeCycleRating':
      draft.cycles = change.answer.newCycles;
      return;
    case 'createEditTalentOffer':
      draft.talentOffers = change.answer.talentOffers;
      flagOffers(draft.interviews, change.answer.talentOffers);
      return;
    case 'talentSignedOffer':
    case 'updatePersonalJourneyDataAdmin':
    case 'changePersonalJourneyStatus':
      return READ_AGAIN;
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
      draft.cycles = trackerCycles(draft.cycles, change.answer.cycles);
      draft.publishesData = publicationsWithin(publicationRowsOf(draft.cycles), range);
      return;
    default:
      return;
  }
});

// getQuestionnaire (staff): an answer saved is the questionnaire as it now is.
export const questionnaireView = clientView<QuestionnaireData, TrackerChangedMessage>('getQuestionnaire', 'Questionnaire', (draft, change) => {
  if (change.call === 'setQuestionnaireFieldAndComments') draft.questionnaire = change.answer.questionnaire;
});
