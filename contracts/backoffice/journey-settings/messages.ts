import { defineMessages } from '../../core/messages';

// What the journey settings' rules say, by code (the web's journey-settings locales translate them).
export const journeySettingsMessages = defineMessages({
  ListValueEmpty: 'A value cannot be empty',
  ListValueLength: 'Keep each value to 100 characters or fewer',
  ListEmailInvalid: 'Write a valid email address, such as name@example.com',
  ListLength: 'At most 60 values',
  ListNeedsOne: 'Keep at least one value: the journey screens offer this list',
  StatusesActedOn: "Keep 'signed', 'freezed' and 'waiting for approval': the signature, a freeze and staff's attention follow them",
  ListSaved: 'The journey list is saved',
  ListUnchanged: 'The list was already so',
  ExplanationTitleRequired: 'Give the explanation a title',
  ExplanationTitleLength: 'Keep the title to 120 characters or fewer',
  ExplanationTextLength: 'Keep each text to 4000 characters or fewer',
  ExplanationSaved: 'The explanation is saved',
  ExplanationsTooMany: 'At most 30 explanations a step',
  StepExplanationRequired: 'Write what this step is for',
  StepExplanationLength: "Keep the step's text to 1000 characters or fewer",
  StepExplanationSaved: 'The step explanation is saved',
  CopyFromInvalid: 'Choose a day, such as 2026-11-28',
});
