import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, type CallName } from '../../../contracts/calls';
import { api } from './api';
import { initialAuthState } from './auth-slice';
import { createAppStore } from './store';
import { fakeServer } from '../test/fake-server';

const noSocket = () => ({ on: () => undefined, disconnect: () => undefined, io: { on: () => undefined } });
const storeWithToken = (token: string | null) =>
  createAppStore({ auth: { ...initialAuthState(null), token, tokenKind: token ? 'user' : null }, connectSocket: noSocket, persist: false });

afterEach(() => vi.unstubAllGlobals());

describe('the API built from the call table', () => {
  it('has one endpoint per call, a query for every query call and a mutation for every command', () => {
    const names = Object.keys(calls) as CallName[];
    expect(Object.keys(api.endpoints).sort()).toEqual([...names].sort());
    for (const name of names) {
      const endpoint = api.endpoints[name] as { useQuery?: unknown; useMutation?: unknown };
      if (calls[name].kind === 'query') {
        expect(endpoint.useQuery, name).toBeTypeOf('function');
        expect(endpoint.useMutation, name).toBeUndefined();
      } else {
        expect(endpoint.useMutation, name).toBeTypeOf('function');
        expect(endpoint.useQuery, name).toBeUndefined();
      }
    }
    expect(api.endpoints.getHistogramObjects).toHaveProperty('useQuery');
    expect(api.endpoints.login).toHaveProperty('useMutation');
  });

  it('posts to /api/{name} with the bearer token and the input as parsed by the call schema', async () => {
    const server = fakeServer({ getHistogramObjects: () => ({ body: { list: [], total: 0, noMore: true } }) });
    const store = storeWithToken('user-token');
    const result = await store.dispatch(api.endpoints.getHistogramObjects.initiate({ histogramType: 'jobs', params: { queryString: '  qa ' } }));
    expect(result.data).toEqual({ list: [], total: 0, noMore: true });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toEqual({
      name: 'getHistogramObjects',
      authorization: 'Bearer user-token',
      // trimmed, and chunk defaulted to 0 by the contract
      body: { histogramType: 'jobs', params: { queryString: 'qa' }, chunk: 0 },
    });
  });

  it('sends nothing when the input fails the call schema, and reports the issues', async () => {
    const server = fakeServer({});
    const store = storeWithToken('user-token');
    const result = await store.dispatch(api.endpoints.login.initiate({ email: 'not-an-email', password: '' }));
    expect(server.calls).toHaveLength(0);
    expect(result.error).toMatchObject({ status: 'INVALID_INPUT' });
    const paths = (result.error as { body: { issues: { path: string }[] } }).body.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('fetches a guest token first when a call needs one and there is none', async () => {
    const server = fakeServer({
      getUnregistedUserToken: () => ({ body: { token: 'guest-token' } }),
      getUserJobsR: () => ({ status: 403, body: { error: 'You need to be a recruiter' } }),
    });
    const store = storeWithToken(null);
    const result = await store.dispatch(api.endpoints.getUserJobsR.initiate({}));
    expect(server.calls.map((c) => c.name)).toEqual(['getUnregistedUserToken', 'getUserJobsR']);
    expect(server.calls[1].authorization).toBe('Bearer guest-token');
    expect(store.getState().auth).toMatchObject({ token: 'guest-token', tokenKind: 'guest' });
    expect(result.error).toEqual({ status: 403, body: { error: 'You need to be a recruiter' } });
  });
});
