import { leadCalls, type LeadsAnswer } from '@contracts/backoffice/leads/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(leadCalls);

type Lifecycle<T> = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: T }> };
type Answered = { leads: LeadsAnswer | null };

// A save or a deletion answers the table the screen shows (its searchParams): the answer fills it.
// A table of another search is read again when it next shows (the screen reads on mount or change).
const fillsTable = <A extends { searchParams?: object }, T extends Answered>() => ({
  async onQueryStarted(arg: A, { dispatch, queryFulfilled }: Lifecycle<T>) {
    const answered = await queryFulfilled.catch(() => null);
    if (answered?.data.leads && arg.searchParams) dispatch(leadsApi.util.upsertQueryData('getLeadsData', arg.searchParams as never, answered.data.leads));
  },
});

export const leadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeadsData: calls.query(build, 'getLeadsData'),
    createEditLead: calls.mutation(build, 'createEditLead', fillsTable()),
    deleteLead: calls.mutation(build, 'deleteLead', fillsTable()),
  }),
});
