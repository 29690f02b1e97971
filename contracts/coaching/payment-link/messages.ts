import { defineMessages } from '../../core/messages';

// What the payment link's rules say, by code (the web's payment-link locales translate them).
export const paymentLinkMessages = defineMessages({
  LinkEmailInvalid: 'Enter the client’s email address, such as name@example.com',
  LinkNameLength: 'A name of 1 to 60 characters',
  LinkPhoneInvalid: 'A phone number: digits, spaces, dashes and an optional leading +, 7 to 20 characters',
  LinkAmountInvalid: 'An amount above 0, at most 100,000, with up to 2 decimals',
  LinkPlanUnknown: 'Choose one of the plans offered',
  LinkMonthsRange: 'A whole number of months from 1 to 24',
  LinkDescriptionLength: 'A description of at most 300 characters',
  LinkOnlyCredit: 'Only Credit links can be made',
});
