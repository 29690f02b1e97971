import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, sampleListItem } from './fake-server';

const post = (name: string, body: unknown) =>
  fetch(new URL(`/api/${name}`, 'http://localhost'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

afterEach(() => vi.unstubAllGlobals());

describe('the fake server checks itself against the call table', () => {
  it('answers with a canned answer that matches the contract', async () => {
    fakeServer({ getHistogramObjects: () => ({ body: { list: [sampleListItem('a')], total: 1, noMore: true } }) });
    const response = await post('getHistogramObjects', { histogramType: 'jobs', params: {}, chunk: 0 });
    expect(response.status).toBe(200);
  });

  it('refuses a canned answer the real server could never send, naming the fields', async () => {
    const server = fakeServer({ getHistogramObjects: () => ({ body: { list: [{ _id: 'a' }], noMore: 'yes' } }) });
    await expect(post('getHistogramObjects', { histogramType: 'jobs', params: {}, chunk: 0 })).rejects.toThrow(/does not match the contract[\s\S]*noMore/);
    expect(server.problems).toHaveLength(1);
    server.problems.length = 0;
  });

  it('refuses a request body the contract refuses', async () => {
    const server = fakeServer({ login: () => ({ body: { token: 't', user: {} } }) });
    await expect(post('login', { email: 'not-an-email' })).rejects.toThrow(/body the contract refuses[\s\S]*email/);
    server.problems.length = 0;
  });
});
