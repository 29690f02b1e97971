import { defineFeature, tableTypes } from '../../core/feature';
import { conversationAccess } from './access';
import { conversationCalls } from './calls';
import { conversationErrors } from './errors';
import { conversationEvents } from './events';
import { conversationMessages } from './messages';
import { messageReceivedMessage } from './live';
import type { ConversationTables } from './tables';

// Messages between two people who matched, and blocking.
export const conversationsFeature = defineFeature({
  name: 'marketplace/conversations',
  calls: conversationCalls,
  access: conversationAccess,
  events: conversationEvents,
  live: { 'message.received': messageReceivedMessage },
  errors: conversationErrors,
  messages: conversationMessages,
  streams: ['conversation-', 'block-'],
  tables: tableTypes<ConversationTables>(),
});
