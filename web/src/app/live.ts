import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { liveMessages } from '../../../contracts/live';
import type { JobChangedMessage } from '../../../contracts/marketplace/jobs/live';
import { api, tagTypes, type TagType } from './api';
import type { AuthState } from './auth-slice';

// The slice of a socket.io client this app uses; tests pass a fake.
export type LiveSocket = {
  on: (event: string, listener: (payload: unknown) => void) => unknown;
  disconnect: () => unknown;
  io: { on: (event: 'reconnect', listener: () => void) => unknown };
};
export type SocketConnector = (token: string) => LiveSocket | Promise<LiveSocket>;

// socket.io-client is loaded after the first render so it stays out of the initial bundle.
export const connectSocketIo: SocketConnector = async (token) => {
  const { io } = await import('socket.io-client');
  return io({ auth: { token } });
};

export const LIVE_DEBOUNCE_MS = 150;

type State = { auth: AuthState; api: ReturnType<typeof api.reducer> };
type LiveDispatch = ThunkDispatch<State, unknown, UnknownAction>;

// A job that stopped being listed leaves every cached search at once; the debounced refetch then
// brings in new and changed jobs.
const dropUnlistedJob = (getState: () => State, dispatch: LiveDispatch, message: JobChangedMessage): void => {
  if (message.status === 'A') return;
  for (const entry of api.util.selectInvalidatedBy(getState(), ['Jobs'])) {
    if (entry.endpointName !== 'getHistogramObjects') continue;
    dispatch(
      api.util.updateQueryData('getHistogramObjects', entry.originalArgs, (draft) => {
        const before = draft.list.length;
        draft.list = draft.list.filter((job) => job._id !== message.jobId);
        if (draft.total !== undefined) draft.total -= before - draft.list.length;
      }),
    );
  }
};

export const createLiveMiddleware =
  (connect: SocketConnector, debounceMs = LIVE_DEBOUNCE_MS): Middleware<object, State, LiveDispatch> =>
  (store) => {
    const getState = store.getState;
    let socket: LiveSocket | null = null;
    let currentToken: string | null = null;
    let generation = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pending = new Set<TagType>();

    // A burst of messages (a recruiter activating ten jobs) becomes one refetch.
    const invalidateSoon = (tags: readonly TagType[]) => {
      tags.forEach((tag) => pending.add(tag));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const due = [...pending];
        pending.clear();
        store.dispatch(api.util.invalidateTags(due));
      }, debounceMs);
    };

    const attach = (live: LiveSocket) => {
      live.on('job.changed', (payload) => {
        const message = liveMessages['job.changed'].safeParse(payload);
        if (!message.success) return;
        dropUnlistedJob(getState, store.dispatch, message.data);
        invalidateSoon(['Jobs', 'MyJobs']);
      });
      live.on('user.changed', (payload) => {
        if (liveMessages['user.changed'].safeParse(payload).success) invalidateSoon(['User']);
      });
      // Messages sent while disconnected are lost: refetch everything that is on screen.
      live.io.on('reconnect', () => store.dispatch(api.util.invalidateTags([...tagTypes])));
    };

    const open = (token: string) => {
      const mine = ++generation;
      void Promise.resolve(connect(token)).then((live) => {
        if (mine !== generation) {
          live.disconnect();
          return;
        }
        socket = live;
        attach(live);
      });
    };

    return (next) => (action) => {
      const result = next(action);
      const { token } = getState().auth;
      if (token !== currentToken) {
        currentToken = token;
        generation++;
        socket?.disconnect();
        socket = null;
        if (token) open(token);
      }
      return result;
    };
  };
