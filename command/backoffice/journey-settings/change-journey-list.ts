import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { journeySettingsEvents, type ListsStreamEvent } from '../../../contracts/backoffice/journey-settings/events';
import { choiceLists, emailLists, isEmailAddress, LIST, normalListValue, withoutRepeats, type OwnListName } from '../../../contracts/backoffice/journey-settings/lists';
import { journeySettingsMessages as m } from '../../../contracts/backoffice/journey-settings/messages';
import { STEP_EXPLANATION_MAX } from '../../../contracts/backoffice/journey-settings/explanations';
import { STATUSES_ACTED_ON, type JourneyStepKey } from '../../../contracts/coaching/journey/lists';
import type { Decider } from '../../core/decider';
import { evolveJourneySettings, initialJourneySettings, type JourneySettingsState } from './journey-settings';

// A list saved on the journey settings screen, or a step's explanation text. defaultValues /
// defaultValue: the list or text while it was never changed.
export type ChangeJourneyList = { type: 'ChangeList'; list: OwnListName; values: readonly string[]; defaultValues: readonly string[]; now: Date };
export type ChangeStepExplanation = { type: 'ChangeStepExplanation'; name: JourneyStepKey; value: string; defaultValue: string; now: Date };
export type JourneySettingsCommand = ChangeJourneyList | ChangeStepExplanation;

const refused = (message: string): DomainError => domainError('JourneyListRefused', say(message));
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function decideList(c: ChangeJourneyList, state: JourneySettingsState): ListsStreamEvent[] | DomainError {
  // the form's rules, again: a caller may not have gone through the form
  const values = withoutRepeats(c.values.map(normalListValue));
  if (values.some((v) => v === '')) return refused(m.ListValueEmpty);
  if (values.some((v) => v.length > LIST.maxLength)) return refused(m.ListValueLength);
  if (values.length > LIST.maxValues) return refused(m.ListLength);
  if (emailLists.includes(c.list) && !values.every(isEmailAddress)) return refused(m.ListEmailInvalid);
  if (choiceLists.includes(c.list) && values.length === 0) return refused(m.ListNeedsOne);
  if (c.list === 'statuses' && !STATUSES_ACTED_ON.every((status) => values.includes(status))) return refused(m.StatusesActedOn);
  const before = state.lists[c.list] ?? [...c.defaultValues];
  if (same(before, values)) return [];
  return [{ type: 'JourneyListChanged', data: { list: c.list, from: before, to: values, changedAt: c.now.toISOString() } }];
}

function decideStep(c: ChangeStepExplanation, state: JourneySettingsState): ListsStreamEvent[] | DomainError {
  const value = c.value.trim();
  if (!value) return refused(m.StepExplanationRequired);
  if (value.length > STEP_EXPLANATION_MAX) return refused(m.StepExplanationLength);
  const before = state.steps[c.name] ?? c.defaultValue;
  return value === before ? [] : [{ type: 'StepExplanationChanged', data: { name: c.name, from: before, to: value, changedAt: c.now.toISOString() } }];
}

const decide = (c: JourneySettingsCommand, state: JourneySettingsState): ListsStreamEvent[] | DomainError => (c.type === 'ChangeList' ? decideList(c, state) : decideStep(c, state));

export const journeyListDecider: Decider<JourneySettingsState, JourneySettingsCommand, ListsStreamEvent> = {
  events: journeySettingsEvents,
  initialState: initialJourneySettings,
  evolve: evolveJourneySettings,
  decide,
};
