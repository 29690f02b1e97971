import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { authSlice, type AuthState } from './auth-slice';
import { clientSlice, followPickedClient } from './client-slice';
import { connectSocketIo, createLive, type AppExtra, type SocketConnector } from './live';
import { noticeSlice } from './notice-slice';
import { saveStoredToken } from './token';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  client: clientSlice.reducer,
  notice: noticeSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = { auth?: AuthState; connectSocket?: SocketConnector; persist?: boolean };

export const createAppStore = ({ auth, connectSocket = connectSocketIo, persist = true }: StoreOptions = {}) => {
  const live = createLive(connectSocket);
  const extra: AppExtra = { live: live.hub };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: auth ? { auth } : undefined,
    // endpoints reach the shared socket through the thunk's extra argument (see live.ts)
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware, live.middleware, followPickedClient(live.hub)),
  });
  setupListeners(store.dispatch);
  if (persist) {
    let saved = store.getState().auth.token;
    store.subscribe(() => {
      const { token, tokenKind } = store.getState().auth;
      if (token === saved) return;
      saved = token;
      saveStoredToken(token && tokenKind ? { token, kind: tokenKind } : null);
    });
  }
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
