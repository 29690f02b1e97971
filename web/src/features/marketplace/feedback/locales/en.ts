import { feedbackMessages } from '@contracts/marketplace/feedback/messages';

// English texts of the 'feedback' namespace, loaded with the screens that use it; he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: feedbackMessages,
  feedback: {
    title: 'Send feedback',
    placeholder: 'Describe your issue or share your ideas',
    send: 'Send',
    successTitle: 'Feedback',
    successText: 'Thank you for your feedback',
    errorText: 'Error occurred',
  },
} as const;
