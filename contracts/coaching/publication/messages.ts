import { defineMessages } from '../../core/messages';

// What the publication's calls say, by code (the web's publication locales translate them).
export const publicationMessages = defineMessages({
  EmailSent: 'Email sent',
  TestSentCheckInbox: 'Test sent to email, please check your inbox',
  NoTestAddresses: 'There are no test addresses in the journey settings',
  NothingToSend: 'Pick a cover letter and add a CV first',
  TestFirst: 'Send a test before publishing',
  TestEmailStepNotReached: 'The journey is not at the Test Email step yet: finish the steps before it first',
  AlreadyPublished: 'Publishing is approved already',
  NotPublishing: 'Publishing is not running',
  NoRequest: 'There is no publish request to decline',
  ReasonRequired: 'Say why the publish is declined',
  StartDateNotOffered: "Choose 'As soon as posible' or one of the next 7 days (not Friday or Saturday)",
  NoOpenCycle: 'There is no open cycle to publish',
  PartSentAlready: 'This part was sent already',
  NoDataToUpdate: 'Nothing changed since the last approval',
});
