import { defineMessages } from '../../core/messages';

// What alerts, mail preferences and the outbox say, by code (the web's alerts locales translate them).
export const alertMessages = defineMessages({
  AlertAdded: 'Alert created: we will email you new matches',
  AlertRemoved: 'Alert deleted',
  AlertFrequencySaved: 'Alert frequency saved',
  AlertApproveSent: 'We sent you an email, please check your inbox to start the alert',
  AlertEmailNeeded: 'Write the email address the alert goes to',
  AlertEmailInvalid: 'Write the address the alert goes to, such as name@example.com',
  AlertTooMany: 'You have {{maximum}} alerts already: delete one to add another',
  AlertSameSearch: 'You already have an alert for this search',
  AlertUrlLocal: 'The alert must link to a search on this site',
  AlertPlaceNeeded: 'An alert searches near a place: choose the place first',
  MailPreferencesSaved: 'Mail preferences saved',
});
