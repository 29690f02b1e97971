import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../../app/auth-slice';
import { createAppStore } from '../../../app/store';
import { fakeServer, sampleJob, sampleListItem, validJobInfo } from '../../../test/fake-server';
import { cachedData } from '../../../test/cached';
import { fakeSocket } from '../../../test/fake-socket';
import { cardArgs, jobsApi, MY_JOBS_ARGS } from './jobs-api';

const search = { histogramType: 'jobs', params: {}, chunk: 0, getCount: true } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newest = '2026-06-01T00:00:00.000Z';

const setup = (handlers: Parameters<typeof fakeServer>[0] = {}) => {
  const server = fakeServer({
    getHistogramObjects: () => ({ body: { list: [sampleListItem('a'), sampleListItem('b')], total: 2, noMore: true } }),
    ...handlers,
  });
  const live = fakeSocket();
  const store = createAppStore({ auth: { ...initialAuthState(null), token: 'user-token', tokenKind: 'user' }, connectSocket: () => live.socket, persist: false });
  const cached = () => cachedData(store, jobsApi.endpoints.getHistogramObjects, search);
  return { server, live, store, cached, fetches: (name: string) => server.callsTo(name).length };
};

afterEach(() => vi.unstubAllGlobals());

describe('job.changed patches the cache instead of searching again', () => {
  it('inserts a newly listed job at the top of an open list and counts it', async () => {
    const { live, store, cached, fetches } = setup();
    await store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate(search));
    await wait(0);
    live.emit('job.changed', { jobId: 'c', status: 'A', position: '11', job: sampleListItem('c', { datecreated: newest }) });
    // a message is checked once its schema has loaded (with the first one), then applied
    await vi.waitFor(() => expect(cached()?.list.map((j) => j._id)).toEqual(['c', 'a', 'b']));
    expect(cached()?.total).toBe(3);
    expect(fetches('getHistogramObjects')).toBe(1);
  });

  it('replaces an edited row where it is and drops an unlisted one, without a refetch', async () => {
    const { live, store, cached, fetches } = setup();
    await store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate(search));
    await wait(0);
    live.emit('job.changed', { jobId: 'b', status: 'A', position: '12', job: sampleListItem('b', { title: 'Renamed' }) });
    live.emit('job.changed', { jobId: 'a', status: 'O', position: '13' });
    // the owner hears it twice (public room and own room): the second changes nothing
    live.emit('job.changed', { jobId: 'a', status: 'O', position: '13' });
    await vi.waitFor(() => expect(cached()?.list.map((j) => [j._id, j.title])).toEqual([['b', 'Renamed']]));
    expect(cached()?.total).toBe(1);
    expect(fetches('getHistogramObjects')).toBe(1);
  });

  it('leaves a keyword search alone for a new job it cannot rank, but patches rows it shows', async () => {
    const keyword = { histogramType: 'jobs', params: { queryString: 'qa' }, chunk: 0, getCount: true } as const;
    const { live, store, fetches } = setup();
    await store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate(keyword));
    await wait(0);
    live.emit('job.changed', { jobId: 'c', status: 'A', position: '11', job: sampleListItem('c', { datecreated: newest }) });
    live.emit('job.changed', { jobId: 'a', status: 'A', position: '12', job: sampleListItem('a', { title: 'QA lead' }) });
    await vi.waitFor(() => expect(cachedData(store, jobsApi.endpoints.getHistogramObjects, keyword)?.list.map((j) => j.title)).toEqual(['QA lead', 'Job b']));
    expect(fetches('getHistogramObjects')).toBe(1);
  });

  it('refetches only the open card of the job that changed', async () => {
    // the server's card as it now is: renamed once the change is out
    let title = 'Job a';
    const { live, store, fetches } = setup({ getHistogramObject: () => ({ body: { result: sampleJob('a', { title }) } }) });
    await store.dispatch(jobsApi.endpoints.getHistogramObjects.initiate(search));
    await store.dispatch(jobsApi.endpoints.getHistogramObject.initiate(cardArgs('a')));
    await wait(0);
    live.emit('job.changed', { jobId: 'b', status: 'A', position: '20', job: sampleListItem('b') });
    title = 'New title';
    live.emit('job.changed', { jobId: 'a', status: 'A', position: '21', job: sampleListItem('a', { title }) });
    await vi.waitFor(() => {
      const card = cachedData(store, jobsApi.endpoints.getHistogramObject, cardArgs('a'));
      expect(card && 'result' in card ? card.result.title : null).toBe('New title');
    });
    await wait(20);
    expect(fetches('getHistogramObject')).toBe(2);
    expect(fetches('getHistogramObjects')).toBe(1);
  });
});

describe('a command answer is written into the cache', () => {
  it("puts createNewJob's results into My Jobs without fetching them", async () => {
    const job = sampleJob('new-1');
    const { store, fetches } = setup({
      getUserJobsR: () => ({ body: { list: [sampleJob('old-1')] } }),
      createNewJob: () => ({ body: { results: [job, sampleJob('old-1')], job, jobLimitReached: false, isPro: false } }),
    });
    await store.dispatch(jobsApi.endpoints.getUserJobsR.initiate(MY_JOBS_ARGS));
    await store.dispatch(jobsApi.endpoints.createNewJob.initiate({ jobInfo: validJobInfo() }));
    await wait(0);
    const mine = cachedData(store, jobsApi.endpoints.getUserJobsR, MY_JOBS_ARGS);
    expect(mine?.list.map((j) => j._id)).toEqual(['new-1', 'old-1']);
    expect(fetches('getUserJobsR')).toBe(1);
  });

  it("patches an open card with saveUserJob's answer", async () => {
    const { store } = setup({
      getHistogramObject: () => ({ body: { result: sampleJob('a') } }),
      saveUserJob: () => ({ body: { results: [sampleJob('a', { title: 'Saved title' })] } }),
    });
    await store.dispatch(jobsApi.endpoints.getHistogramObject.initiate(cardArgs('a')));
    await store.dispatch(jobsApi.endpoints.saveUserJob.initiate({ jobId: 'a', jobInfo: { title: 'Saved title' } }));
    await wait(0);
    const card = cachedData(store, jobsApi.endpoints.getHistogramObject, cardArgs('a'));
    expect(card && 'result' in card ? card.result.title : null).toBe('Saved title');
  });
});
