import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { harmlessFormatting } from './xss-corpus';

// A job description is rich text: cleaned before its event is appended, so nothing unsafe is
// ever in the log, in a read model or in an answer.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.signUp({ lookingforwork: false })).token;
});
afterAll(async () => {
  await t?.stop();
});

type Created = { job: { _id: string; description: string } };

describe('job descriptions', () => {
  it('are cleaned before the job is created: the event, the list and the card hold the clean HTML', async () => {
    const description = `${harmlessFormatting.html}<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const created = await t.call<Created>('createNewJob', { jobInfo: validJob({ description }) }, token);
    expect(created.status).toBe(200);
    expect(created.body.job.description).toBe(harmlessFormatting.expected);
    const [event] = await t.app.store.readStream(jobStreamId(created.body.job._id));
    expect((event!.data as { job: { description: string } }).job.description).toBe(harmlessFormatting.expected);
    const card = await t.call<{ result: { description: string } }>('getHistogramObject', { histogramType: 'jobs', id: created.body.job._id });
    expect(card.body.result.description).toBe(harmlessFormatting.expected);
  });

  it('are cleaned when a job is edited', async () => {
    const created = await t.call<Created>('createNewJob', { jobInfo: validJob() }, token);
    const saved = await t.call<{ results: { _id: string; description: string }[] }>(
      'saveUserJob',
      { jobId: created.body.job._id, jobInfo: { description: '<p onclick="alert(1)">Edited <a href="javascript:alert(1)">here</a></p>' } },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.results.find((j) => j._id === created.body.job._id)?.description).toBe('<p>Edited <a rel="noopener noreferrer nofollow" target="_blank">here</a></p>');
  });

  it('refuse a description that was nothing but script, and append nothing', async () => {
    const before = await t.app.store.headPosition();
    const created = await t.call<{ error: string }>('createNewJob', { jobInfo: validJob({ title: 'Only script', description: '<script>alert(1)</script>' }) }, token);
    expect(created.status).toBe(400);
    expect(created.body.error).toBe('Description is required');
    expect(await t.app.store.headPosition()).toEqual(before);
  });
});
