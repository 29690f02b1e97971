import { settingsCalls } from '@contracts/backoffice/settings/calls';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(settingsCalls);
const HISTORY = 'ProductSettingsHistory';

type Saved = CallOutput<typeof settingsCalls.changeProductSettings>;
type SaveLifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Saved }> };

// A save answers the settings as they now are: the screen's read takes them as they came.
async function writeSettings(_arg: unknown, { dispatch, queryFulfilled }: SaveLifecycle): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  const { revision, settings } = answered.data;
  dispatch(settingsApi.util.upsertQueryData('getProductSettings', {}, { revision, settings }));
}

export const settingsApi = api.enhanceEndpoints({ addTagTypes: [HISTORY] }).injectEndpoints({
  endpoints: (build) => ({
    getProductSettings: calls.query(build, 'getProductSettings'),
    // the history's entries are not in a save's answer: the list is read again after one
    changeProductSettings: calls.mutation(build, 'changeProductSettings', { onQueryStarted: writeSettings, invalidatesTags: [HISTORY] }),
    getProductSettingsHistory: calls.query(build, 'getProductSettingsHistory', { providesTags: [HISTORY] }),
  }),
});
