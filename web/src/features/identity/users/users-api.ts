import type { CallOutput } from '@contracts/core/call';
import type { identityCalls } from '@contracts/identity/users/calls';
import type { UserData } from '@contracts/identity/users/user';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';

// The shell shows who is signed in, so these endpoints are in the first bundle; their schemas
// (and zod) load with the first call that needs them.
const users = callEndpoints(() => import('@contracts/identity/users/calls').then((m): typeof identityCalls => m.identityCalls));

// The one cache key for the signed-in user, so login, saveProfile and getUserData share an entry.
export const CURRENT_USER_ARGS = {};

const callsOf = () => import('@contracts/identity/users/calls').then((m): typeof identityCalls => m.identityCalls);

// An answer that is the user as now saved: written straight into the one user entry.
const keepUser = {
  async onQueryStarted(_: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { userData: UserData } }> }) {
    const { data } = await queryFulfilled.catch(() => ({ data: null }));
    if (data) dispatch(usersApi.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user: data.userData }));
  },
};

const userChanged = liveMessage('user.changed', () => import('@contracts/identity/users/live').then((m) => m.userChangedMessage));

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    register: users.mutation(build, 'register'),
    login: users.mutation(build, 'login'),
    confirmEmail: users.mutation(build, 'confirmEmail'),
    getUnregistedUserToken: users.mutation(build, 'getUnregistedUserToken'),
    resetPassword: users.mutation(build, 'resetPassword'),
    updateUserPassword: users.mutation(build, 'updateUserPassword'),
    logoutEverywhere: users.mutation(build, 'logoutEverywhere'),
    getUserData: users.query(build, 'getUserData', {
      providesTags: ['User'],
      // 'user.changed' (profile, role, credits changed elsewhere): this one entry fetches itself again.
      onCacheEntryAdded: onLive(userChanged, (_message, { refetch }) => refetch()),
    }),
    // The answer is the user as now saved: written straight into the cache.
    saveProfile: users.mutation(build, 'saveProfile', {
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(usersApi.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user: data.userData }));
      },
    }),
    // the profile's files: multipart, the form travels as it is, checked by the server alone
    uploadResumeR: build.mutation<CallOutput<typeof identityCalls.uploadResumeR>, FormData>({
      query: (form) => ({ name: 'uploadResumeR', definition: async () => (await callsOf()).uploadResumeR, body: form }),
      ...keepUser,
    }),
    uploadAvatarR: build.mutation<CallOutput<typeof identityCalls.uploadAvatarR>, FormData>({
      query: (form) => ({ name: 'uploadAvatarR', definition: async () => (await callsOf()).uploadAvatarR, body: form }),
      ...keepUser,
    }),
    removeAvatarR: users.mutation(build, 'removeAvatarR', keepUser),
    deleteAccount: users.mutation(build, 'deleteAccount'),
    exportMyData: users.query(build, 'exportMyData'),
    getOutbox: users.query(build, 'getOutbox'),
    // the users screen's role switches (staff issue); the person's own data changes with it
    setAdminUserData: users.mutation(build, 'setAdminUserData'),
  }),
});
