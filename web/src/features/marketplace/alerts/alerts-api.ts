import type { alertCalls } from '@contracts/marketplace/alerts/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

// The shell keeps the account's language and answers unsubscribe links through these: the schemas load with the
// first call, not with the first screen.
const calls = callEndpoints(() => import('@contracts/marketplace/alerts/calls').then((m): typeof alertCalls => m.alertCalls));
const alertsTagged = api.enhanceEndpoints({ addTagTypes: ['Alerts', 'MailPreferences', 'Outbox'] });

type Lifecycle<T> = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: T }> };

// Every alert command answers the account's alerts: the answer fills the list, no refetch.
const fillsAlerts = <A, T extends { alerts: import('@contracts/marketplace/alerts/alert').Alert[]; pending?: boolean }>() => ({
  async onQueryStarted(_arg: A, { dispatch, queryFulfilled }: Lifecycle<T>) {
    const answered = await queryFulfilled.catch(() => null);
    // a visitor's alert is pending: there is no list of theirs to fill
    if (answered && !answered.data.pending) dispatch(alertsApi.util.upsertQueryData('getAlerts', {}, { alerts: answered.data.alerts }));
  },
});

export const alertsApi = alertsTagged.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: calls.query(build, 'getAlerts', { providesTags: ['Alerts'] }),
    addAlert: calls.mutation(build, 'addAlert', fillsAlerts()),
    removeAlert: calls.mutation(build, 'removeAlert', fillsAlerts()),
    setFrequency: calls.mutation(build, 'setFrequency', fillsAlerts()),
    getMailPreferences: calls.query(build, 'getMailPreferences', { providesTags: ['MailPreferences'] }),
    setMailPreferences: calls.mutation(build, 'setMailPreferences', {
      // the switch turns as it is clicked; a refusal turns it back, an answer fills the section
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const turned = dispatch(alertsApi.util.updateQueryData('getMailPreferences', {}, (draft) => void Object.assign(draft.preferences, arg)));
        const answered = await queryFulfilled.catch(() => null);
        if (answered) dispatch(alertsApi.util.upsertQueryData('getMailPreferences', {}, { preferences: answered.data.preferences }));
        else turned.undo();
      },
    }),
    getMailOutbox: calls.query(build, 'getMailOutbox', { providesTags: ['Outbox'] }),
    getMailOutboxMessage: calls.query(build, 'getMailOutboxMessage'),
  }),
});
