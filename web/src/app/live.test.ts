import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobChangedMessage } from '@contracts/marketplace/jobs/live';
import { jobsApi } from '../features/marketplace/jobs/jobs-api';
import { initialAuthState } from './auth-slice';
import { createLive, liveOf } from './live';
import { createAppStore } from './store';
import { fakeServer, sampleJob } from '../test/fake-server';
import { fakeSocket } from '../test/fake-socket';

const args = { histogramType: 'jobs', params: {}, chunk: 0, getCount: true } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const setup = () => {
  const server = fakeServer({ getHistogramObjects: () => ({ body: { list: [sampleJob('a'), sampleJob('b')], total: 2, noMore: true } }) });
  const live = fakeSocket();
  const store = createAppStore({
    auth: { ...initialAuthState(null), token: 'guest-token', tokenKind: 'guest' },
    connectSocket: (token) => {
      live.tokens.push(token);
      return live.socket;
    },
    persist: false,
  });
  const subscription = store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate(args));
  const fetches = () => server.callsTo('getHistogramObjects').length;
  return { store, live, subscription, fetches };
};

afterEach(() => vi.unstubAllGlobals());

describe('the shared socket', () => {
  it('connects once with the session token and reconnects when the token changes', async () => {
    const { live, subscription, store } = setup();
    await subscription;
    expect(live.tokens).toEqual(['guest-token']);
    store.dispatch({ type: 'auth/tokenReceived', payload: { token: 'user-token', kind: 'user' } });
    await wait(0);
    expect(live.tokens).toEqual(['guest-token', 'user-token']);
    expect(live.socket.disconnect).toHaveBeenCalledTimes(1);
  });

  it('hands subscribers the messages that match their schema and remembers the last position', async () => {
    const socket = fakeSocket();
    const { hub, middleware } = createLive(() => socket.socket);
    const heard: string[] = [];
    const stop = hub.subscribe('job.changed', jobChangedMessage, (message) => heard.push(message.jobId));
    const dispatchThrough = middleware({ getState: () => ({ auth: { ...initialAuthState(null), token: 't', tokenKind: 'guest' } }), dispatch: vi.fn() })((action) => action);
    dispatchThrough({ type: 'any' });
    await wait(0);
    socket.emit('job.changed', { jobId: 'a', status: 'O', position: '9' });
    socket.emit('job.changed', { jobId: 'broken' });
    socket.emit('job.changed', { jobId: 'b', status: 'O', position: '12' });
    expect(heard).toEqual(['a', 'b']);
    expect(hub.lastPosition()).toBe('12');
    stop();
    socket.emit('job.changed', { jobId: 'c', status: 'O', position: '13' });
    expect(heard).toEqual(['a', 'b']);
  });

  it('refetches what is on screen once a reconnected socket has joined its rooms again', async () => {
    const { live, subscription, fetches } = setup();
    await subscription;
    await wait(0);
    live.reconnect();
    await wait(50);
    expect(fetches()).toBe(2);
  });

  it('reaches endpoints through the thunk extra argument', () => {
    const { store } = setup();
    const extra = store.dispatch((_dispatch: unknown, _getState: unknown, extraArgument: unknown) => extraArgument);
    expect(typeof liveOf(extra).subscribe).toBe('function');
  });
});
