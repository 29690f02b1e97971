import { defineMessages } from '../../core/messages';

// What the journey's rules and answers say, by code (the web's coaching-journey locales translate them).
export const journeyMessages = defineMessages({
  NotCurrentStep: 'Only the current step can be completed',
  LastStep: 'The journey is already at its last step',
  UnknownStatus: 'Choose one of the journey statuses',
  UnknownPlan: 'Choose one of the plans',
  UnknownManager: 'Choose a manager from the staff list',
  CommentEmpty: 'Write a comment first',
  CommentNotFound: 'There is no such comment',
  SafetyNetExpired: 'Set an expiry date of today or later to activate the safety net',
  SubscriptionCloseHidden: 'Ending this subscription is turned off for this journey',
  QuestionnaireClosed: 'The mid-service questionnaire is not open for this journey',
  JobDetailsRequired: 'Enter the job title and company',
  NoSendFromDate: 'Set a send-CV-from date before adding to the recruiters list',
  ServiceEndsBeforeStart: 'A service cannot end before it starts',
});
