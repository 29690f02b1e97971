import { defineMessages } from '../../core/messages';

// What the conversations calls say, by code (the web's conversations locales translate them).
export const conversationMessages = defineMessages({
  MessageEmpty: 'Write a message first',
  NameTheMatch: 'Name the match',
  NotAMatchId: 'This is not a match id',
  CannotBlockYourself: 'You cannot block yourself',
});
