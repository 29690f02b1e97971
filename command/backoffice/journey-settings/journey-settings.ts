import { journeySettingsEvents, type ListsStreamEvent } from '../../../contracts/backoffice/journey-settings/events';
import { isOwnList, type OwnListName } from '../../../contracts/backoffice/journey-settings/lists';
import type { JourneyStepKey } from '../../../contracts/coaching/journey/lists';

// What the rules need of personal-journey-settings-site: each list and each step's explanation text
// as its last change left it (one never changed has its default, which the command brings).
export type JourneySettingsState = { lists: Partial<Record<OwnListName, string[]>>; steps: Partial<Record<JourneyStepKey, string>> };
export const initialJourneySettings: JourneySettingsState = { lists: {}, steps: {} };

export const evolveJourneySettings = (state: JourneySettingsState, event: ListsStreamEvent): JourneySettingsState => {
  switch (event.type) {
    case 'JourneyListChanged':
      return isOwnList(event.data.list) ? { ...state, lists: { ...state.lists, [event.data.list]: event.data.to } } : state;
    case 'StepExplanationChanged':
      return { ...state, steps: { ...state.steps, [event.data.name]: event.data.to } };
  }
};

export const journeySettingsFolder = { events: journeySettingsEvents, initialState: initialJourneySettings, evolve: evolveJourneySettings };
