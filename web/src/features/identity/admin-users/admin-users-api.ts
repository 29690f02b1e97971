import { adminUserCalls } from '@contracts/identity/admin-users/calls';
import type { AdminUserSearch, AdminUsers } from '@contracts/identity/admin-users/admin-users';
import type { identityCalls } from '@contracts/identity/users/calls';
import type { CallOutput } from '@contracts/core/call';
import type { UserData } from '@contracts/identity/users/user';
import { paymentCalls } from '@contracts/marketplace/payments/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch, RootState } from '../../../app/store';
import { usersApi } from '../users/users-api';

const adminUsers = callEndpoints(adminUserCalls);
const payments = callEndpoints(paymentCalls);

type Lifecycle<T> = { dispatch: AppDispatch; getState: () => unknown; queryFulfilled: Promise<{ data: T }> };

// Every search on screen shows the person as now saved (or without them, once deleted).
function patchSearches(dispatch: AppDispatch, state: unknown, patch: (found: AdminUsers) => void) {
  for (const arg of adminUsersApi.util.selectCachedArgsForQuery(state as RootState, 'getAdminUserData'))
    dispatch(adminUsersApi.util.updateQueryData('getAdminUserData', arg, patch));
}
const withUser = (user: UserData) => (found: AdminUsers) => {
  const at = found.users.findIndex((u) => u._id === user._id);
  if (at >= 0) found.users[at] = user;
};

// An answer about one person fills the searches: the search it was asked with (fetchParams) is
// answered whole, the others get the person as now saved.
const answersUser = <A extends object, T extends { user?: UserData; userData?: UserData } & Partial<AdminUsers>>() => ({
  async onQueryStarted(arg: A, { dispatch, getState, queryFulfilled }: Lifecycle<T>) {
    const answered = await queryFulfilled.catch(() => null);
    if (!answered) return;
    const { user, userData, users, total } = answered.data;
    const saved = user ?? userData;
    if (saved) patchSearches(dispatch, getState(), withUser(saved));
    const asked = 'fetchParams' in arg ? (arg.fetchParams as AdminUserSearch | undefined) : undefined;
    if (asked && users && total !== undefined) dispatch(adminUsersApi.util.upsertQueryData('getAdminUserData', asked, { users, total }));
  },
});

export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUserData: adminUsers.query(build, 'getAdminUserData'),
    extendProPlan: payments.mutation(build, 'extendProPlan', answersUser()),
    excludeUserByAdminAndGetUsers: adminUsers.mutation(build, 'excludeUserByAdminAndGetUsers', answersUser()),
    deleteUserByAdmin: adminUsers.mutation(build, 'deleteUserByAdmin', {
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (!answered) return;
        patchSearches(dispatch, getState(), (found) => {
          const before = found.users.length;
          found.users = found.users.filter((u) => u._id !== answered.data.deleted);
          found.total -= before - found.users.length;
        });
        const { users, total } = answered.data;
        if (arg.fetchParams && users && total !== undefined) dispatch(adminUsersApi.util.upsertQueryData('getAdminUserData', arg.fetchParams, { users, total }));
      },
    }),
    // the extra information is read when the dialog opens, fresh each time
    getAdminExtraUserInfo: adminUsers.query(build, 'getAdminExtraUserInfo', { keepUnusedDataFor: 0 }),
  }),
});

// setAdminUserData is the users feature's endpoint; its answers fill this screen's searches too
export const adminUserDataApi = usersApi.enhanceEndpoints({
  endpoints: { setAdminUserData: answersUser<{ fetchParams?: AdminUserSearch }, CallOutput<typeof identityCalls.setAdminUserData>>() },
});
