import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { JOURNEY_UNWATCH, JOURNEY_WATCH } from '@contracts/core/live';
import { signedOut, tokenReceived } from './auth-slice';
import type { LiveHub } from './live';

// The journey client staff opened. Picked once (a coaching screen's address names them), it is whom
// every call about a journey client is made for (base-query.ts adds its userId) and whose screens
// and live messages the app shows, until staff pick another or none. null for a client, who acts
// for themselves, and for staff who picked nobody.
export type ClientState = { userId: string | null };

const initialState: ClientState = { userId: null };

export const clientSlice = createSlice({
  name: 'client',
  initialState,
  reducers: {
    clientPicked: (state, action: PayloadAction<string | null>) => {
      state.userId = action.payload;
    },
  },
  // another session is another person: nobody is picked
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
    builder.addCase(tokenReceived, () => initialState);
  },
});

export const { clientPicked } = clientSlice.actions;

export const pickedClient = (state: { client: ClientState }): string | null => state.client.userId;

// The socket follows the picked client (their rooms) while they are picked: asked again after every
// reconnect, left when staff pick another or none.
export const followPickedClient =
  (live: LiveHub): Middleware<object, { client: ClientState }> =>
  (store) => {
    let followed: { userId: string; release: () => void } | null = null;
    return (next) => (action) => {
      const result = next(action);
      const userId = pickedClient(store.getState());
      if (userId === (followed?.userId ?? null)) return result;
      if (followed) {
        followed.release();
        live.hold(JOURNEY_UNWATCH, { userId: followed.userId })();
      }
      followed = userId ? { userId, release: live.hold(JOURNEY_WATCH, { userId }) } : null;
      return result;
    };
  };
