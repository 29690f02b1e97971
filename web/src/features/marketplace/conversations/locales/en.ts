import { errorMessagesOf } from '@contracts/core/errors';
import { conversationErrors } from '@contracts/marketplace/conversations/errors';
import { conversationMessages } from '@contracts/marketplace/conversations/messages';

// English texts of the 'conversations' namespace (the thread of a match); he.ts must have the same keys.
export const en = {
  // what the server and the form rules say, by code: the contracts' own English
  messages: conversationMessages,
  errors: errorMessagesOf(conversationErrors),
  chat: {
    title: 'Conversation with {{name}}',
    empty: 'Say hello: no messages yet.',
    placeholder: 'Write a message',
    send: 'Send',
    you: 'You',
    block: 'Block',
    report: 'Block and report',
    blockTitle: 'Block {{name}}?',
    blockText: 'They will no longer be able to message you.',
    reportTitle: 'Block and report {{name}}?',
    reportText: 'They will no longer be able to message you, and our team will review the conversation.',
    blocked: 'This conversation is closed',
    blockedDone: 'Blocked',
    loadError: "We couldn't load this conversation",
  },
};
