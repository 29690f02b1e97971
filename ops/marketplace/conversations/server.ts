import { conversationsFeature } from '../../../contracts/marketplace/conversations/feature';
import { conversationProjection } from '../../../projections/marketplace/conversations/conversation.projection';
import { defineServerFeature } from '../../server/feature';
import { blockUser } from './calls/block-user';
import { getConversation } from './calls/get-conversation';
import { getConversations } from './calls/get-conversations';
import { markConversationRead } from './calls/mark-conversation-read';
import { sendMessage } from './calls/send-message';

export const conversationsServer = defineServerFeature({
  contract: conversationsFeature,
  projections: [conversationProjection],
  migrations: [],
  reads: { sendMessage: [conversationProjection], markConversationRead: [conversationProjection], blockUser: [conversationProjection] },
  calls: { sendMessage, getConversations, getConversation, markConversationRead, blockUser },
});
