import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Transient UI messages: the snackbar and the message / error dialogs. Texts are already translated.
export type NoticeState = {
  snackbar: { id: number; text: string } | null;
  dialog: { kind: 'message' | 'error'; title: string; text: string } | null;
};

const initialState: NoticeState = { snackbar: null, dialog: null };

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    snackbarShown: (state, action: PayloadAction<string>) => {
      state.snackbar = { id: (state.snackbar?.id ?? 0) + 1, text: action.payload };
    },
    snackbarHidden: (state) => {
      state.snackbar = null;
    },
    messageShown: (state, action: PayloadAction<{ title: string; text: string }>) => {
      state.dialog = { kind: 'message', ...action.payload };
    },
    errorShown: (state, action: PayloadAction<{ title: string; text: string }>) => {
      state.dialog = { kind: 'error', ...action.payload };
    },
    dialogClosed: (state) => {
      state.dialog = null;
    },
  },
});

export const { snackbarShown, snackbarHidden, messageShown, errorShown, dialogClosed } = noticeSlice.actions;
