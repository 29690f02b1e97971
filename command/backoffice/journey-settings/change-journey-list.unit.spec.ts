import { describe, expect, it } from 'vitest';
import type { ListsStreamEvent } from '../../../contracts/backoffice/journey-settings/events';
import { journeySettingsMessages as m } from '../../../contracts/backoffice/journey-settings/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { journeyListDecider, type ChangeJourneyList, type ChangeStepExplanation } from './change-journey-list';

const given = DeciderSpecification.for(journeyListDecider);
const now = new Date('2026-11-29T08:00:00.000Z');
const changedAt = now.toISOString();
const statusDefaults = ['signed', 'freezed', 'not in JobHunt'];
const change = (list: ChangeJourneyList['list'], values: string[], defaultValues: string[] = statusDefaults): ChangeJourneyList => ({ type: 'ChangeList', list, values, defaultValues, now });
const actedOn = ['signed', 'freezed', 'waiting for approval'];
const statusesChanged: ListsStreamEvent = { type: 'JourneyListChanged', data: { list: 'statuses', from: statusDefaults, to: [...actedOn, 'on hold'], changedAt } };

describe('the journey lists decider', () => {
  it('records the list with the values it had (its default at first) and the new ones, trimmed, lowercased and each once', () => {
    given([])
      .when(change('statuses', [' Signed ', 'Freezed', 'Waiting For Approval', 'On Hold', 'signed', 'on hold']))
      .then([statusesChanged]);
  });

  it('names the last change as the old values, not the default', () => {
    given([statusesChanged])
      .when(change('statuses', actedOn))
      .then([{ type: 'JourneyListChanged', data: { list: 'statuses', from: [...actedOn, 'on hold'], to: actedOn, changedAt } }]);
  });

  it('records nothing for a list saved as it is', () => {
    given([statusesChanged]).when(change('statuses', ['SIGNED', 'freezed', 'waiting for approval', 'on hold '])).thenNothingHappens();
    given([]).when(change('summaryTypes', ['intro call'], ['intro call'])).thenNothingHappens();
  });

  it('keeps each list apart: a change of one leaves the others at their defaults', () => {
    const state = given([statusesChanged]).state();
    expect(state.lists).toEqual({ statuses: [...actedOn, 'on hold'] });
    given([statusesChanged])
      .when(change('plans', ['gold'], ['standard pro']))
      .then([{ type: 'JourneyListChanged', data: { list: 'plans', from: ['standard pro'], to: ['gold'], changedAt } }]);
  });

  it('refuses an empty value, a value too long and a list too long with JourneyListRefused', () => {
    given([]).when(change('statuses', ['signed', '  '])).thenFails('JourneyListRefused', m.ListValueEmpty);
    given([]).when(change('statuses', ['x'.repeat(101)])).thenFails('JourneyListRefused', m.ListValueLength);
    given([]).when(change('summaryTypes', Array.from({ length: 61 }, (_, i) => `type ${i}`))).thenFails('JourneyListRefused', m.ListLength);
  });

  it('takes a value of exactly the longest length and a list of exactly the most values', () => {
    const longest = 'x'.repeat(100);
    expect(given([]).when(change('summaryTypes', [longest], ['intro call'])).result()).toMatchObject([{ data: { to: [longest] } }]);
    const most = Array.from({ length: 60 }, (_, i) => `type ${i}`);
    expect(given([]).when(change('summaryTypes', most, ['intro call'])).result()).toMatchObject([{ data: { to: most } }]);
  });

  it('records a list of as many values in another order, or with one value changed', () => {
    given([]).when(change('summaryTypes', ['b', 'a'], ['a', 'b'])).then([{ type: 'JourneyListChanged', data: { list: 'summaryTypes', from: ['a', 'b'], to: ['b', 'a'], changedAt } }]);
    given([]).when(change('summaryTypes', ['a', 'c'], ['a', 'b'])).then([{ type: 'JourneyListChanged', data: { list: 'summaryTypes', from: ['a', 'b'], to: ['a', 'c'], changedAt } }]);
  });

  it('refuses to empty a list the journey screens choose from, but lets the newsletter addresses be none', () => {
    for (const list of ['statuses', 'scheduledMeetingStatuses', 'plans', 'questionnaireStatuses', 'summaryTypes'] as const) given([]).when(change(list, [])).thenFails('JourneyListRefused', m.ListNeedsOne);
    given([])
      .when(change('newsLetterEmails', ['News@Example.com'], []))
      .then([{ type: 'JourneyListChanged', data: { list: 'newsLetterEmails', from: [], to: ['news@example.com'], changedAt } }]);
    given([{ type: 'JourneyListChanged', data: { list: 'newsLetterEmails', from: [], to: ['news@example.com'], changedAt } }])
      .when(change('newsLetterEmails', [], []))
      .then([{ type: 'JourneyListChanged', data: { list: 'newsLetterEmails', from: ['news@example.com'], to: [], changedAt } }]);
  });

  it('refuses statuses without one the service acts on: the signature, a freeze, the approval wait', () => {
    for (const left of actedOn) given([]).when(change('statuses', [...actedOn.filter((s) => s !== left), 'on hold'])).thenFails('JourneyListRefused', m.StatusesActedOn);
    // other lists may drop those words
    given([]).when(change('scheduledMeetingStatuses', ['held'], ['signed'])).then([{ type: 'JourneyListChanged', data: { list: 'scheduledMeetingStatuses', from: ['signed'], to: ['held'], changedAt } }]);
  });

  it('refuses an address that is not one in the newsletter list', () => {
    given([]).when(change('newsLetterEmails', ['news@example.com', 'not an address'], [])).thenFails('JourneyListRefused', m.ListEmailInvalid);
  });
});

describe('the step explanations decider', () => {
  const step = (value: string): ChangeStepExplanation => ({ type: 'ChangeStepExplanation', name: 'CV', value, defaultValue: 'Add your CV.', now });

  it('records the text trimmed, from its default at first, then from its last text', () => {
    given([]).when(step('  Upload the CV you send most. ')).then([{ type: 'StepExplanationChanged', data: { name: 'CV', from: 'Add your CV.', to: 'Upload the CV you send most.', changedAt } }]);
    const changed: ListsStreamEvent = { type: 'StepExplanationChanged', data: { name: 'CV', from: 'Add your CV.', to: 'Upload it.', changedAt } };
    given([changed]).when(step('Upload it now.')).then([{ type: 'StepExplanationChanged', data: { name: 'CV', from: 'Upload it.', to: 'Upload it now.', changedAt } }]);
    given([changed]).when(step('Upload it.')).thenNothingHappens();
  });

  it('refuses an empty text and one too long', () => {
    given([]).when(step('   ')).thenFails('JourneyListRefused', m.StepExplanationRequired);
    given([]).when(step('x'.repeat(1001))).thenFails('JourneyListRefused', m.StepExplanationLength);
    given([]).when(step('x'.repeat(1000))).then([{ type: 'StepExplanationChanged', data: { name: 'CV', from: 'Add your CV.', to: 'x'.repeat(1000), changedAt } }]);
  });
});
