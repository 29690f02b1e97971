import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { initialAuthState } from './auth-slice';
import { LIVE_DEBOUNCE_MS, type LiveSocket } from './live';
import { createAppStore } from './store';
import { fakeServer, sampleJob } from '../test/fake-server';

type Listener = (payload: unknown) => void;

// A socket the test drives by hand.
const fakeSocket = () => {
  const listeners = new Map<string, Listener>();
  const managerListeners = new Map<string, () => void>();
  const socket: LiveSocket = {
    on: (event, listener) => listeners.set(event, listener),
    disconnect: vi.fn(),
    io: { on: (event, listener) => managerListeners.set(event, listener) },
  };
  return {
    socket,
    emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
    reconnect: () => managerListeners.get('reconnect')?.(),
    tokens: [] as string[],
  };
};

const args = { histogramType: 'jobs', params: {}, chunk: 0, getCount: true } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const setup = () => {
  let listed = [sampleJob('a'), sampleJob('b')];
  const server = fakeServer({ getHistogramObjects: () => ({ body: { list: listed, total: listed.length, noMore: true } }) });
  const live = fakeSocket();
  const store = createAppStore({
    auth: { ...initialAuthState(null), token: 'guest-token', tokenKind: 'guest' },
    connectSocket: (token) => {
      live.tokens.push(token);
      return live.socket;
    },
    persist: false,
  });
  const subscription = store.dispatch(api.endpoints.getHistogramObjects.initiate(args));
  const cached = () => api.endpoints.getHistogramObjects.select(args)(store.getState()).data;
  const fetches = () => server.callsTo('getHistogramObjects').length;
  return { store, live, subscription, cached, fetches, setListed: (jobs: typeof listed) => (listed = jobs) };
};

afterEach(() => vi.unstubAllGlobals());

describe('socket messages and the API cache', () => {
  it('connects with the session token', async () => {
    const { live, subscription } = setup();
    await subscription;
    expect(live.tokens).toEqual(['guest-token']);
  });

  it('drops a deactivated job from cached searches at once, then refetches once after the debounce', async () => {
    const { live, subscription, cached, fetches, setListed } = setup();
    await subscription;
    expect(cached()?.list.map((j) => j._id)).toEqual(['a', 'b']);
    await wait(0);

    setListed([sampleJob('b'), sampleJob('c')]);
    live.emit('job.changed', { jobId: 'a', status: 'O', ownerId: 'owner-1', position: '10' });
    live.emit('job.changed', { jobId: 'c', status: 'A', ownerId: 'owner-1', position: '11' });
    expect(cached()?.list.map((j) => j._id)).toEqual(['b']);
    expect(cached()?.total).toBe(1);
    expect(fetches()).toBe(1);

    await wait(LIVE_DEBOUNCE_MS + 100);
    expect(fetches()).toBe(2);
    expect(cached()?.list.map((j) => j._id)).toEqual(['b', 'c']);
  });

  it('ignores messages that do not match the contract', async () => {
    const { live, subscription, fetches, cached } = setup();
    await subscription;
    live.emit('job.changed', { jobId: 'a' });
    await wait(LIVE_DEBOUNCE_MS + 100);
    expect(fetches()).toBe(1);
    expect(cached()?.list).toHaveLength(2);
  });

  it('refetches what is on screen after a reconnect', async () => {
    const { live, subscription, fetches } = setup();
    await subscription;
    live.reconnect();
    await wait(50);
    expect(fetches()).toBe(2);
  });
});
