import { defineMessages } from '../../core/messages';

// What the webinar events' rules and answers say, by code (the web's events locales translate them).
export const eventMessages = defineMessages({
  EventEmailRequired: 'Write your email address',
  EventEmailInvalid: 'Write a valid email address, like name@example.com',
  EventFirstNameRequired: 'Write your first name',
  EventLastNameRequired: 'Write your last name',
  EventPhoneRequired: 'Write your phone number',
  EventPhoneInvalid: 'Write a phone number of digits (a + and spaces or dashes may be there)',
  EventTextTooLong: 'Use at most {{max}} characters here',
  EventHostRequired: "Write the host's email address",
  EventHostInvalid: "Write the host's email as name@example.com",
  EventLinkRequired: 'Write the Google Meet link',
  EventLinkInvalid: 'Write the Google Meet link as an address starting with https://',
  EventLimitRequired: 'Write how many places there are (a number)',
  EventLimitRange: 'Places are a whole number from {{min}} to {{max}}',
  EventCancelReasonTooLong: 'Shorten the reason to at most {{max}} characters',
  EventRegistered: 'You are registered',
  EventAlreadyRegistered: 'This email is registered already: the link to the registration is in the mail we sent',
  EventLimitReached: 'not registered, no places left',
  EventWaitlistJoined: 'You are on the waitlist: we will mail you if a place frees',
  EventRegistrationCancelled: 'Your registration is cancelled',
  EventOccurrenceSaved: 'The occurrence is saved',
  EventCheckedIn: 'Checked in',
  EventCheckedOut: 'Checked out',
  EventEveryoneCheckedOut: 'Everyone is checked out',
});
