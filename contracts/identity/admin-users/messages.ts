import { defineMessages } from '../../core/messages';

// What the admins' users calls say, by code (the web's adminUsers locales translate them).
export const adminUserMessages = defineMessages({
  NotYourself: 'Delete your own account from your settings, with your password',
});
