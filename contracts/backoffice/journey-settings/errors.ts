import { defineErrors } from '../../core/feature';

export const journeySettingsErrors = defineErrors({
  // the form's rules, checked again by the decider: a caller that went round the contract
  JourneyListRefused: { status: 409, message: 'This list cannot be saved as it is' },
  ExplanationNotFound: { status: 404, message: 'There is no such explanation of this step' },
  // the list on the screen is not the one kept: read it again, then move the explanation
  ExplanationOrderStale: { status: 409, message: 'The explanations were reordered since you read them: reload them, then move this one again' },
  ExplanationsNotNeighbours: { status: 409, message: 'Only two explanations next to each other can swap places' },
  ExplanationRefused: { status: 409, message: 'This explanation cannot be saved now' },
});
