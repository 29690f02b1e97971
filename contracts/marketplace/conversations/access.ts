import { defineAccessRows, signedIn } from '../../core/access-matrix';
import { conversationCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const conversationAccess = defineAccessRows(conversationCalls, {
  sendMessage: { expect: signedIn('validation') },
  getConversations: { expect: signedIn(200) },
  getConversation: { expect: signedIn('validation') },
  markConversationRead: { expect: signedIn('validation') },
  blockUser: { expect: signedIn('validation') },
});
