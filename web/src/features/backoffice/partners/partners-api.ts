import { partnersCalls } from '@contracts/backoffice/partners/calls';
import { partnerChangedMessage } from '@contracts/backoffice/partners/live';
import { journeyCalls } from '@contracts/coaching/journey/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

const calls = callEndpoints(partnersCalls);
const clients = callEndpoints(journeyCalls);
const partnerChanged = liveMessage('partners.changed', () => partnerChangedMessage);
const DASHBOARDS = 'PartnerDashboard';

// Every command answers its dashboard again: the answer fills the dashboard's cache, unasked. What
// someone else changes reaches an open dashboard live (partners.changed): it reads itself again.
export const partnersApi = api.enhanceEndpoints({ addTagTypes: [DASHBOARDS] }).injectEndpoints({
  endpoints: (build) => {
    const fillsFirst = {
      async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) dispatch(partnersApi.util.upsertQueryData('getSynamediaClients', {}, answered.data as never));
      },
    };
    return {
      getSynamediaUserPermissions: calls.query(build, 'getSynamediaUserPermissions'),
      getSynamediaClients: calls.query(build, 'getSynamediaClients', {
        providesTags: [DASHBOARDS],
        onCacheEntryAdded: onLive(partnerChanged, (message, { refetch }) => message.partner === 'first' && refetch()),
      }),
      approveSynamediaClient: calls.mutation(build, 'approveSynamediaClient', fillsFirst),
      updateSynamediaClientData: calls.mutation(build, 'updateSynamediaClientData', fillsFirst),
      updateSynamediaEmailsList: calls.mutation(build, 'updateSynamediaEmailsList', fillsFirst),
      addSynamediaQuota: calls.mutation(build, 'addSynamediaQuota', fillsFirst),
      // a client moved between partners changes both dashboards
      assignPartnerClient: calls.mutation(build, 'assignPartnerClient', { invalidatesTags: [DASHBOARDS] }),
      // the journey clients journey admins choose from when assigning one to a partner
      getPartnerClientChoices: clients.query(build, 'getJourneyClients'),
      getBflClients: calls.query(build, 'getBflClients', {
        providesTags: [DASHBOARDS],
        onCacheEntryAdded: onLive(partnerChanged, (message, { refetch }) => message.partner === 'second' && refetch()),
      }),
      updateBflClientData: calls.mutation(build, 'updateBflClientData', {
        async onQueryStarted(arg, { dispatch, queryFulfilled }) {
          const answered = await queryFulfilled.catch(() => null);
          if (answered) dispatch(partnersApi.util.upsertQueryData('getBflClients', { filter: arg.filter }, answered.data));
        },
      }),
      updateBflEmailsList: calls.mutation(build, 'updateBflEmailsList'),
    };
  },
});
