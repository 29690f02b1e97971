import { conversationCalls } from '@contracts/marketplace/conversations/calls';
import { messageReceivedMessage } from '@contracts/marketplace/conversations/live';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

const conversations = callEndpoints(conversationCalls);
const messageReceived = liveMessage('message.received', () => messageReceivedMessage);

export const conversationsApi = api.enhanceEndpoints({ addTagTypes: ['Conversation'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: conversations.query(build, 'getConversations', { providesTags: ['Conversation'] }),
    getConversation: conversations.query(build, 'getConversation', {
      providesTags: (_result, _error, arg) => [{ type: 'Conversation', id: arg.matchId }],
      // a message of this thread (mine from another tab too) is added in place
      onCacheEntryAdded: onLive(messageReceived, ({ message }, { arg, updateCachedData }) => {
        if (message.matchId !== arg.matchId) return;
        updateCachedData((draft) => {
          if (addMessage(draft.list, message)) draft.total += 1;
        });
      }),
    }),
    sendMessage: conversations.mutation(build, 'sendMessage', {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { message } = answer.data;
        dispatch(
          conversationsApi.util.updateQueryData('getConversation', { matchId: message.matchId }, (draft) => {
            if (addMessage(draft.list, message)) draft.total += 1;
          }),
        );
      },
    }),
    markConversationRead: conversations.mutation(build, 'markConversationRead'),
    blockUser: conversations.mutation(build, 'blockUser', { invalidatesTags: ['Conversation'] }),
  }),
});

type Message = { id: string; sentAt: string };
// newest first, each message once
const addMessage = <M extends Message>(list: M[], message: M): boolean => {
  if (list.some((m) => m.id === message.id)) return false;
  list.unshift(message);
  return true;
};
