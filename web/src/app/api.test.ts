import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@contracts/calls';
import { systemCalls } from '@contracts/backoffice/system/calls';
import { identityCalls } from '@contracts/identity/users/calls';
import { feedbackCalls } from '@contracts/marketplace/feedback/calls';
import { jobCalls } from '@contracts/marketplace/jobs/calls';
import { activityCalls } from '@contracts/marketplace/activity/calls';
import { conversationCalls } from '@contracts/marketplace/conversations/calls';
import { deckCalls } from '@contracts/marketplace/deck/calls';
import { inboxCalls } from '@contracts/marketplace/inbox/calls';
import { orphanApplicationCalls } from '@contracts/marketplace/orphan-applications/calls';
import { systemApi } from '../features/backoffice/system/system-api';
import { usersApi } from '../features/identity/users/users-api';
import { feedbackApi } from '../features/marketplace/feedback/feedback-api';
import { jobsApi } from '../features/marketplace/jobs/jobs-api';
import { activityApi } from '../features/marketplace/activity/activity-api';
import { conversationsApi } from '../features/marketplace/conversations/conversations-api';
import { deckApi } from '../features/marketplace/deck/deck-api';
import { inboxApi } from '../features/marketplace/inbox/inbox-api';
import { orphanApplicationsApi } from '../features/marketplace/orphan-applications/orphan-applications-api';
import { api } from './api';
import { initialAuthState } from './auth-slice';
import { createAppStore } from './store';
import { fakeServer } from '../test/fake-server';

const noSocket = () => ({ on: () => undefined, disconnect: () => undefined, io: { on: () => undefined } });
const storeWithToken = (token: string | null) =>
  createAppStore({ auth: { ...initialAuthState(null), token, tokenKind: token ? 'user' : null }, connectSocket: noSocket, persist: false });

// The features that have a folder in web/src/features, with the calls their contracts declare.
const webFeatures = {
  systemApi: systemCalls,
  usersApi: identityCalls,
  feedbackApi: feedbackCalls,
  jobsApi: jobCalls,
  activityApi: activityCalls,
  deckApi: deckCalls,
  inboxApi: inboxCalls,
  conversationsApi: conversationCalls,
  orphanApplicationsApi: orphanApplicationCalls,
};

afterEach(() => vi.unstubAllGlobals());

describe('the API: one base, endpoints injected by each feature from the call table', () => {
  it('has an endpoint for every call of each web feature, a query for a query call and a mutation for a command', () => {
    expect(systemApi).toBe(api);
    expect([usersApi, feedbackApi, jobsApi, activityApi, deckApi, inboxApi, conversationsApi, orphanApplicationsApi].every((injected) => injected === api)).toBe(true);
    const names = Object.values(webFeatures).flatMap((table) => Object.keys(table));
    expect(names.filter((name) => !(name in api.endpoints))).toEqual([]);
    for (const [name, endpoint] of Object.entries(api.endpoints as Record<string, { useQuery?: unknown; useMutation?: unknown }>)) {
      const call = (calls as Record<string, { kind: string }>)[name];
      expect(call, `${name} is a call of the contracts`).toBeDefined();
      if (call.kind === 'query') {
        expect(endpoint.useQuery, name).toBeTypeOf('function');
        expect(endpoint.useMutation, name).toBeUndefined();
      } else {
        expect(endpoint.useMutation, name).toBeTypeOf('function');
        expect(endpoint.useQuery, name).toBeUndefined();
      }
    }
    expect(jobsApi.endpoints.getHistogramObjects).toHaveProperty('useQuery');
    expect(usersApi.endpoints.login).toHaveProperty('useMutation');
  });

  it('posts to /api/{name} with the bearer token and the input as parsed by the call schema', async () => {
    const server = fakeServer({});
    const store = storeWithToken('user-token');
    await store.dispatch(usersApi.endpoints.login.initiate({ email: '  Dana@Example.COM ', password: 'secret-1' }));
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toEqual({
      name: 'login',
      authorization: 'Bearer user-token',
      // lowercased and trimmed by the contract
      body: { email: 'dana@example.com', password: 'secret-1' },
    });
  });

  it("sends a first screen's search as the code built it, without waiting for the schemas (the server parses it)", async () => {
    const server = fakeServer({ getHistogramObjects: () => ({ body: { list: [], total: 0, noMore: true } }) });
    const store = storeWithToken('user-token');
    const result = await store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate({ histogramType: 'jobs', params: { queryString: 'qa' } }));
    expect(result.data).toEqual({ list: [], total: 0, noMore: true });
    // no chunk: the contract's default was not filled in the browser
    expect(server.calls).toEqual([{ name: 'getHistogramObjects', authorization: 'Bearer user-token', body: { histogramType: 'jobs', params: { queryString: 'qa' } } }]);
  });

  it('sends nothing when the input fails the call schema, and reports the issues', async () => {
    const server = fakeServer({});
    const store = storeWithToken('user-token');
    const result = await store.dispatch(usersApi.endpoints.login.initiate({ email: 'not-an-email', password: '' }));
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
    const result = await store.dispatch(jobsApi.endpoints.getUserJobsR.initiate({}));
    expect(server.calls.map((c) => c.name)).toEqual(['getUnregistedUserToken', 'getUserJobsR']);
    expect(server.calls[1].authorization).toBe('Bearer guest-token');
    expect(store.getState().auth).toMatchObject({ token: 'guest-token', tokenKind: 'guest' });
    expect(result.error).toEqual({ status: 403, body: { error: 'You need to be a recruiter' } });
  });
});
