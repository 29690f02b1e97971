import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadStoredToken, type StoredToken, type TokenKind } from './token';

export type SignInSection = 'signIn' | 'signUp' | 'forgotPassword';

// Only the session token and the sign-in dialog's UI state: user data stays in the API cache.
export type AuthState = {
  token: string | null;
  tokenKind: TokenKind | null;
  dialog: { open: boolean; section: SignInSection };
};

export const initialAuthState = (stored: StoredToken | null = loadStoredToken()): AuthState => ({
  token: stored?.token ?? null,
  tokenKind: stored?.kind ?? null,
  dialog: { open: false, section: 'signIn' },
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived: (state, action: PayloadAction<StoredToken>) => {
      state.token = action.payload.token;
      state.tokenKind = action.payload.kind;
    },
    signedOut: (state) => {
      state.token = null;
      state.tokenKind = null;
    },
    signInDialogOpened: (state, action: PayloadAction<SignInSection | undefined>) => {
      state.dialog = { open: true, section: action.payload ?? 'signIn' };
    },
    signInSectionChanged: (state, action: PayloadAction<SignInSection>) => {
      state.dialog.section = action.payload;
    },
    signInDialogClosed: (state) => {
      state.dialog.open = false;
    },
  },
});

export const { tokenReceived, signedOut, signInDialogOpened, signInSectionChanged, signInDialogClosed } = authSlice.actions;
