import type { z } from 'zod';
import { announced } from '../../core/client-changes';
import { journeyCalls } from './calls';

// Every change to a journey, told to room journey:{userId} (the client and the staff who have the
// journey open) with the answer its caller got: the other side patches its screen and says "Dana
// (your coach) updated your status".
export const journeyChanges = announced('journey.changed', journeyCalls, {
  updatePersonalJourneyData: 'client',
  updatePersonalJourneyDataAdmin: 'client',
  finishPersonalJourneyStep: 'client',
  changePersonalJourneyManager: 'client',
  changePersonalJourneyStatus: 'client',
  changePersonalJourneyPlan: 'client',
  updatePersonalJourneyLink: 'client',
  addCommentToPesonalJourney: 'client',
  editDeleteCommentToPesonalJourney: 'client',
  updateSafetyNet: 'client',
  endSubscription: 'client',
});
export const journeyChangedMessage = journeyChanges.schema;
export type JourneyChangedMessage = z.infer<typeof journeyChangedMessage>;
