import { clientsStatusCalls } from '@contracts/backoffice/clients-status/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(clientsStatusCalls);

export const clientsStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSynamediaClientsData: calls.query(build, 'getSynamediaClientsData'),
    // the answer is the page the editor was on (searchParams): it fills that page, unasked
    editClientsData: calls.mutation(build, 'editClientsData', {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered && arg.searchParams) dispatch(clientsStatusApi.util.upsertQueryData('getSynamediaClientsData', arg.searchParams, answered.data));
      },
    }),
  }),
});
