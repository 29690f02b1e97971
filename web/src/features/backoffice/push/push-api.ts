import { pushCalls } from '@contracts/backoffice/push/calls';
import type { PushHistoryEntry } from '@contracts/backoffice/push/push';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(pushCalls);

// The screen's one history read: the newest page.
export const HISTORY_PAGE = { page: 0, pageSize: 20 } as const;

type Lifecycle<T> = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: T }> };

// A push sent or kept answers its history entry: it goes on top of the list.
async function listEntry(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<{ entry: PushHistoryEntry | null }>): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  const entry = answered?.data.entry;
  if (!entry) return;
  dispatch(
    pushApi.util.updateQueryData('getPushNotificationHistory', HISTORY_PAGE, (draft) => {
      if (draft.list.some((e) => e._id === entry._id)) return;
      draft.list.unshift(entry);
      draft.total += 1;
    }),
  );
}

async function dropEntry(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<{ removed: string }>): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  dispatch(
    pushApi.util.updateQueryData('getPushNotificationHistory', HISTORY_PAGE, (draft) => {
      const before = draft.list.length;
      draft.list = draft.list.filter((e) => e._id !== answered.data.removed);
      draft.total -= before - draft.list.length;
    }),
  );
}

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    findPushRecipients: calls.query(build, 'findPushRecipients'),
    sendPushNotifications: calls.mutation(build, 'sendPushNotifications', { onQueryStarted: listEntry }),
    testPushNotification: calls.mutation(build, 'testPushNotification'),
    addPushNotificaitonHistory: calls.mutation(build, 'addPushNotificaitonHistory', { onQueryStarted: listEntry }),
    getPushNotificationHistory: calls.query(build, 'getPushNotificationHistory'),
    removePushNotificationHisotry: calls.mutation(build, 'removePushNotificationHisotry', { onQueryStarted: dropEntry }),
  }),
});
