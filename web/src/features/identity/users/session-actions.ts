import type { UserData } from '@contracts/identity/users/user';
import { api } from '../../../app/api';
import { signedOut, signInDialogClosed, tokenReceived } from '../../../app/auth-slice';
import { ensureToken } from '../../../app/base-query';
import type { AppDispatch, RootState } from '../../../app/store';
import { JOB_LIST, jobTagged, MY_JOBS } from '../../marketplace/jobs/job-tags';
import { CURRENT_USER_ARGS, usersApi } from './users-api';

// A fresh session: the user's token, their data straight into the cache, and every list that depends on who is asking refetched.
export const signedIn = (token: string, user: UserData) => (dispatch: AppDispatch) => {
  dispatch(tokenReceived({ token, kind: 'user' }));
  dispatch(usersApi.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user }));
  dispatch(jobTagged.util.invalidateTags([JOB_LIST, MY_JOBS]));
  dispatch(signInDialogClosed());
};

export const signOut = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  dispatch(signedOut());
  dispatch(api.util.resetApiState());
  await ensureToken(getState, dispatch);
};

// On start: a missing or expired token is replaced by a guest token.
export const startSession = () => async (dispatch: AppDispatch, getState: () => RootState) => {
  await ensureToken(getState, dispatch);
};
