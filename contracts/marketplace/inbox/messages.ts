import { defineMessages } from '../../core/messages';

// What the inbox calls say, by code (the web's inbox locales translate them).
export const inboxMessages = defineMessages({
  NameNotifications: 'Name the notifications or ask for all',
});
