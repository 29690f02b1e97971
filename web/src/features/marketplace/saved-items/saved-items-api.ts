import type { SavedItem } from '@contracts/marketplace/saved-items/calls';
import type { JobChangedMessage } from '@contracts/marketplace/jobs/live';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(() => import('@contracts/marketplace/saved-items/calls').then((m) => m.savedItemCalls));
const jobChanged = liveMessage('job.changed', () => import('@contracts/marketplace/jobs/live').then((m) => m.jobChangedMessage));

export const SAVED_ARGS = {};

// A saved job's card follows the job: its row while listed, else closed (expired) or deleted (gone).
export const applyJobToSaved = (list: SavedItem[], message: JobChangedMessage): void => {
  const item = list.find((i) => i.itemType === 'job' && i.itemId === message.jobId);
  if (!item) return;
  if (message.job) item.job = message.job;
  else if (item.job) item.job.jobstatus = message.status;
  item.state = message.status === 'A' ? 'available' : message.status === 'O' ? 'expired' : 'gone';
};

type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: { list: SavedItem[] } }> };

// Saving and removing answer the whole list: it fills the cache, nothing is read again.
const fillsList = {
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle) {
    const answered = await queryFulfilled.catch(() => null);
    if (answered) dispatch(savedItemsApi.util.upsertQueryData('getSavedItems', SAVED_ARGS, { list: answered.data.list }));
  },
};

export const savedItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedItems: calls.query(build, 'getSavedItems', {
      onCacheEntryAdded: onLive(jobChanged, (message, { updateCachedData }) => updateCachedData((answer) => applyJobToSaved(answer.list, message))),
    }),
    addSavedItem: calls.mutation(build, 'addSavedItem', fillsList),
    removeSavedItem: calls.mutation(build, 'removeSavedItem', fillsList),
  }),
});
