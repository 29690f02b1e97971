import { defineMessages } from './message-basics';

// What any rule may say without naming it: zod's generic issues, in plain words (the web's first
// bundle holds these, for zod's settings: ./zod-settings.ts).
export const schemaMessages = defineMessages({
  Required: 'Required',
  TooShort: 'Use at least {{minimum}} characters',
  TooLong: 'Use at most {{maximum}} characters',
  TooFewItems: 'Choose at least {{minimum}}',
  TooManyItems: 'Choose at most {{maximum}}',
  TooSmall: 'Use {{minimum}} or more',
  TooBig: 'Use {{maximum}} or less',
  ChooseOneOf: 'Choose one of: {{values}}',
  NotAWholeNumber: 'Use a whole number',
  InvalidEmail: 'Enter a valid email address',
  InvalidUrl: 'Enter a full web address (https://…)',
  InvalidDate: 'Enter a valid date',
  InvalidValue: 'This value is not valid',
  UnknownField: 'Remove the field {{keys}}: this call does not take it',
});
