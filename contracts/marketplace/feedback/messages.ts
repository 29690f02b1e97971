import { defineMessages } from '../../core/messages';

// What sending feedback says, by code (the web's feedback locales translate them).
export const feedbackMessages = defineMessages({
  FeedbackEmpty: 'Write your feedback first',
  FeedbackThanks: 'Thank you for your feedback',
});
