import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticProjection } from '../../ops/tools/bench/support/synthetic-projections';
import { projections } from '../../ops/registry';
import type { Projection, ProjectionHandlers } from '../../projections/core/projection';
import { registerAdmin } from '../support/register-admin';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

// A read model whose handler fails on some events until it is fixed: the others must go on, the
// failing event must be set aside and shown, and a replay once fixed must bring it in.
let broken = true;
const counting = syntheticProjection('feedback_counter', ['FeedbackSent']);
const brittle: Projection = {
  ...counting,
  handlers: {
    FeedbackSent: async (db, event, live) => {
      if (broken && event.data.feedback.includes('boom')) throw new Error('the feedback counter cannot read this');
      await (counting.handlers.FeedbackSent as NonNullable<ProjectionHandlers['FeedbackSent']>)(db, event, live);
    },
  },
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ projections: [...projections, brittle] });
  const { userId } = await registerAdmin(t, { email: 'ops@example.com', first_name: 'Ops', last_name: 'Admin' });
  expect(userId).toBeTruthy();
  admin = (await t.call<{ token: string }>('login', { email: 'ops@example.com', password: 'secret123' })).body.token;
});
afterAll(async () => {
  await t?.stop();
});

const health = async () => (await fetch(`${t.app.url}/healthz`)).json() as Promise<{ parked: Array<{ projection: string; eventType: string; error: string }>; projections: Array<{ name: string; parked: number }> }>;

describe('an event a projection keeps failing on', () => {
  it('is set aside and shown in /healthz, /metrics and getProjectionStatus, while the other read models go on', async () => {
    const seeker = await t.signUp({ lookingforwork: true });
    expect((await t.call('sendFeedback', { feedback: 'boom goes the counter' }, seeker.token)).status).toBe(200);
    await expect.poll(async () => (await health()).parked.length, { timeout: 20_000 }).toBe(1);
    const report = await health();
    expect(report.parked[0]).toMatchObject({ projection: 'feedback_counter', eventType: 'FeedbackSent', error: 'the feedback counter cannot read this' });
    expect(report.projections.find((p) => p.name === 'feedback_counter')).toMatchObject({ parked: 1 });

    const metrics = await (await fetch(`${t.app.url}/metrics`)).text();
    expect(metrics).toContain('projection_parked_events{projection="feedback_counter"} 1');
    expect(metrics).toMatch(/projection_lag_events\{projection="job"\} 0/);
    // the background tasks' backlog beside the read models' (tests/tasks/embedded-queue.int.spec.ts counts it)
    expect(metrics).toMatch(/^tasks_due \d+$/m);

    const status = await t.call<{ parked: unknown[]; head: string }>('getProjectionStatus', {}, admin);
    expect(status.status).toBe(200);
    expect(status.body.parked).toEqual([expect.objectContaining({ projection: 'feedback_counter', attempts: 5 })]);
    expect((await t.call('getProjectionStatus', {}, seeker.token)).status).toBe(403);

    // the other read models went on: a job posted now is in search at once
    const recruiter = await t.signUp({ lookingforwork: false });
    const posted = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Unaffected' }) }, recruiter.token);
    expect(posted.status).toBe(200);
    const found = await t.call<{ total: number }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'unaffected' }, chunk: 0, getCount: true });
    expect(found.body.total).toBe(1);
  });

  it('is brought in by replayProjection once the handler is fixed, and the request is in the log', async () => {
    broken = false;
    const replay = await t.call('replayProjection', { name: 'feedback_counter' }, admin);
    expect(replay).toMatchObject({ status: 200, body: { requested: true } });
    await expect.poll(async () => (await health()).parked.length, { timeout: 20_000 }).toBe(0);
    const counted = await t.engine.db.selectFrom('synthetic_feedback_counter' as never).selectAll().execute();
    expect(counted).toEqual([expect.objectContaining({ type: 'FeedbackSent', seen: 1 })]);
    const audit = await t.app.store.readStream('system-projection-feedback_counter');
    expect(audit.map((e) => e.type)).toEqual(['ProjectionReplayRequested']);
  });

  it('answers 404 for a read model that does not exist', async () => {
    expect(await t.call('replayProjection', { name: 'no_such_model' }, admin)).toMatchObject({ status: 404, body: { code: 'UnknownProjection' } });
  });
});
