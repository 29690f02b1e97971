import { defineMessages } from '../../core/messages';

// What the clients status table's rules and answers say, by code (the web's clients-status locales
// translate them).
export const clientsStatusMessages = defineMessages({
  ClientAmountNumber: 'An amount is a number',
  ClientAmountNotNegative: 'An amount is 0 or more',
  ClientAmountDecimals: 'Use at most 2 decimals',
  ClientAmountTooLarge: 'An amount is at most 100,000,000',
  ClientEditEmpty: 'Change the amount, the manager, the status or the plan',
  ClientStatusUnknown: 'The status must be one of the journey statuses',
  ClientPlanUnknown: 'The plan must be one of the journey plans',
  ClientManagerUnknown: 'The manager must be a member of staff',
  ClientDay: 'Write a day as YYYY-MM-DD',
});
