import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { defineTask } from '../../ops/tasks/task-definition';
import { createTaskQueue, keyedTaskId, type TaskQueue, type TaskQueueSettings } from '../../ops/tasks/task-queue';
import { purgeExpiredResetCodes } from '../../ops/tasks/purge-expired-reset-codes';
import { tasks as registeredTasks } from '../../ops/registry';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { closeJobLater, eventually } from './close-job-later';

// Runs on PGlite (pg-boss through its db adapter over the embedded engine), or on PostgreSQL
// when DATABASE_URL is set (pg-boss on a pool of its own).
const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const settings: TaskQueueSettings = { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 }, shutdownTimeoutMs: 5000 };

const close = closeJobLater();
const flaky = closeJobLater('close-job-flaky', 1);
const digest = defineTask({ name: 'test-daily-digest', cron: '0 6 * * *', handle: async () => undefined });

let t: TestApp;
const extraQueues: TaskQueue[] = [];

beforeAll(async () => {
  t = await startTestApp({ tasks: [close, flaky, digest, purgeExpiredResetCodes], taskQueue: settings });
});
afterAll(async () => {
  for (const q of extraQueues) await q.stop();
  await t?.stop();
});

const postJob = async () => {
  const owner = await t.signUp({ lookingforwork: false });
  const created = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob() }, owner.token);
  expect(created.status).toBe(200);
  return { jobId: created.body.job._id, ownerId: owner.userId };
};

const statusChanges = async (jobId: string) => (await t.app.store.readStream(jobStreamId(jobId))).filter((e) => e.type === 'JobStatusChanged');

// Another node's queue on the same database.
const secondWorker = async (tasks: Parameters<typeof createTaskQueue>[0]['tasks']) => {
  const queue = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks, log: pino({ level: 'silent' }), work: true, settings });
  extraQueues.push(queue);
  await queue.start(t.app.deps);
  return queue;
};

describe(`the task queue on ${engineName}`, () => {
  it('runs a job scheduled a moment later, and the event its command appends is in the log', async () => {
    const { jobId, ownerId } = await postJob();
    const runAt = new Date(Date.now() + 800);
    await t.app.deps.scheduler.schedule(close.name, { jobId, ownerId }, { runAt });
    expect(await statusChanges(jobId)).toEqual([]);

    const [changed] = await eventually(async () => {
      const events = await statusChanges(jobId);
      return events.length ? events : null;
    });
    expect(changed!.data).toMatchObject({ jobId, status: 'O' });
    expect(changed!.recordedAt.getTime()).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    // audited like a person's command: the metadata names the job that did it
    expect(changed!.metadata.correlationId).toMatch(/^job:close-job-later:[0-9a-f-]{36}$/);
    expect(changed!.metadata.actor).toBeUndefined();
  });

  it('schedules a keyed job once, however often it is asked', async () => {
    const { jobId, ownerId } = await postJob();
    const key = `close-${jobId}`;
    const runAt = new Date(Date.now() + 300);
    await Promise.all([1, 2, 3].map(() => t.app.deps.scheduler.schedule(close.name, { jobId, ownerId }, { runAt, key })));
    await eventually(async () => (await t.app.queue.state(close.name, keyedTaskId(close.name, key)))?.state === 'completed');
    // asked again after it ran: still once
    await t.app.deps.scheduler.schedule(close.name, { jobId, ownerId }, { key });
    expect(await t.app.queue.unfinished(close.name)).toBe(0);
    expect(close.runs.filter((id) => id === jobId)).toHaveLength(1);
  });

  it('runs a keyed job once with two workers on the database, both scheduling it', async () => {
    const other = await secondWorker([close]);
    const { jobId, ownerId } = await postJob();
    const key = `close-${jobId}`;
    const runAt = new Date(Date.now() + 500);
    await Promise.all([
      t.app.deps.scheduler.schedule(close.name, { jobId, ownerId }, { runAt, key }),
      other.scheduler.schedule(close.name, { jobId, ownerId }, { runAt, key }),
    ]);
    await eventually(async () => (await statusChanges(jobId)).length > 0);
    await eventually(async () => (await t.app.queue.unfinished(close.name)) === 0);
    expect(close.runs.filter((id) => id === jobId)).toHaveLength(1);
    expect(await statusChanges(jobId)).toHaveLength(1);
    await other.stop();
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const { jobId, ownerId } = await postJob();
    await t.app.deps.scheduler.schedule(flaky.name, { jobId, ownerId }, { key: jobId });
    await eventually(async () => (await statusChanges(jobId)).length > 0);
    expect(flaky.runs.filter((id) => id === jobId)).toHaveLength(2);
    // the queue marks the job done just after its handler returns: wait for that, not only the event
    await eventually(async () => (await t.app.queue.state(flaky.name, keyedTaskId(flaky.name, jobId)))?.state === 'completed');
    expect(await t.app.queue.state(flaky.name, keyedTaskId(flaky.name, jobId))).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('registers recurring jobs with their cron', async () => {
    const schedules = await t.app.queue.schedules();
    expect(schedules).toEqual(expect.arrayContaining([
      { name: 'test-daily-digest', cron: '0 6 * * *' },
      { name: purgeExpiredResetCodes.name, cron: purgeExpiredResetCodes.cron },
    ]));
    // the product's own jobs come from the feature descriptors
    expect(registeredTasks.map((j) => j.name)).toContain(purgeExpiredResetCodes.name);
  });

  it('refuses a job nobody declared', async () => {
    await expect(t.app.deps.scheduler.schedule('no-such-job', {})).rejects.toThrow(/No job is named no-such-job/);
  });

  it('stops cleanly: a running job finishes before stop() returns', async () => {
    let started = false;
    const slow = closeJobLater('close-job-slowly');
    const slowJob = defineTask({
      name: slow.name,
      async handle(deps, data, ctx) {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 400));
        await slow.handle(deps, data, ctx);
      },
    });
    // only the second worker knows this job, so only it runs it
    const other = await secondWorker([slowJob]);
    const { jobId, ownerId } = await postJob();
    await other.scheduler.schedule(slowJob.name, { jobId, ownerId });
    await eventually(async () => started);
    await other.stop();
    expect(await statusChanges(jobId)).toHaveLength(1);
  });

  it('purges expired password-reset codes and keeps valid ones', async () => {
    const expired = await t.signUp();
    const valid = await t.signUp();
    const now = Date.now();
    await t.engine.db.updateTable('credential').set({ reset_code_hash: 'old', reset_expires_at: new Date(now - 60_000) }).where('user_id', '=', expired.userId).execute();
    await t.engine.db.updateTable('credential').set({ reset_code_hash: 'new', reset_expires_at: new Date(now + 3_600_000) }).where('user_id', '=', valid.userId).execute();
    await t.app.deps.scheduler.schedule(purgeExpiredResetCodes.name, {}, { key: `purge-${now}` });
    const codeOf = async (userId: string) =>
      (await t.engine.db.selectFrom('credential').select('reset_code_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).reset_code_hash;
    await eventually(async () => (await codeOf(expired.userId)) === null);
    expect(await codeOf(valid.userId)).toBe('new');
  });
});
