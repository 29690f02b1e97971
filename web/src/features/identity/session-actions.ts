import type { UserData } from '../../../../contracts/identity/users/user';
import { api } from '../../app/api';
import { signedOut, signInDialogClosed, tokenReceived } from '../../app/auth-slice';
import { ensureToken } from '../../app/base-query';
import type { AppDispatch, RootState } from '../../app/store';
import { CURRENT_USER_ARGS } from './use-current-user';

// A fresh session: the user's token, their data straight into the cache, and every list that depends on who is asking refetched.
export const signedIn = (token: string, user: UserData) => (dispatch: AppDispatch) => {
  dispatch(tokenReceived({ token, kind: 'user' }));
  dispatch(api.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user }));
  dispatch(api.util.invalidateTags(['Jobs', 'MyJobs']));
  dispatch(signInDialogClosed());
};

export const userDataReceived = (user: UserData) => (dispatch: AppDispatch) => {
  dispatch(api.util.upsertQueryData('getUserData', CURRENT_USER_ARGS, { user }));
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
