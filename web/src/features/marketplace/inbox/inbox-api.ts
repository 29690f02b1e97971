import type { inboxCalls } from '@contracts/marketplace/inbox/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

// The bell in the top bar uses these endpoints, so the call table and the live schema load with the
// first call, never with the first screen.
const inbox = callEndpoints(() => import('@contracts/marketplace/inbox/calls').then((m): typeof inboxCalls => m.inboxCalls));
const notificationCreated = liveMessage('notification.created', () => import('@contracts/marketplace/inbox/live').then((m) => m.notificationCreatedMessage));

export const INBOX_ARGS = { pageSize: 20 };

export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: inbox.query(build, 'getNotifications', {
      providesTags: ['Notification'],
      // a new entry goes on top of the first page and counts as unread: no refetch
      onCacheEntryAdded: onLive(notificationCreated, ({ notification }, { updateCachedData }) =>
        updateCachedData((draft) => {
          // a match replaces the applicant/connect notice of the same pair
          const known = draft.list.findIndex((n) => n.id === notification.id || (notification.kind === 'match' && n.matchId === notification.matchId));
          const replaced = known >= 0 ? draft.list.splice(known, 1)[0] : undefined;
          if (!replaced) draft.total += 1;
          const wasUnread = replaced !== undefined && replaced.readAt === null;
          const isUnread = notification.readAt === null;
          draft.unread += Number(isUnread) - Number(wasUnread);
          draft.list.unshift(notification);
        }),
      ),
    }),
    markNotificationsRead: inbox.mutation(build, 'markNotificationsRead', {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const now = new Date().toISOString();
        dispatch(
          inboxApi.util.updateQueryData('getNotifications', INBOX_ARGS, (draft) => {
            for (const n of draft.list) if (arg.all || arg.ids?.includes(n.id)) n.readAt ??= now;
            draft.unread = answer.data.unread;
          }),
        );
      },
    }),
  }),
});
