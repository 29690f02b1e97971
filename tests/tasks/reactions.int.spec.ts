import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../support/register-admin';
import { feedbackStreamId } from '../../contracts/marketplace/feedback/ids';
import { createProjectionRunner } from '../../projections/core/runner';
import { mailFeedback } from '../../ops/marketplace/feedback/reactions/mail-feedback';
import { reactionsConsumer, reactionTask, type ReactionQueue } from '../../ops/tasks/reaction';
import { createTaskQueue, keyedTaskId, type TaskQueue } from '../../ops/tasks/task-queue';
import { startTestApp, type TestApp } from '../support/test-app';
import { eventually } from './close-job-later';

// Effects of events run as reaction tasks: once per event, whichever worker takes them, never for
// events from before the reactions began, and a task run twice mails once.
const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ADMIN = 'reactions-admin@example.com';

let t: TestApp;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  t = await startTestApp();
  const { position } = await registerAdmin(t, { email: ADMIN, first_name: 'Rea', last_name: 'Ction' });
  await t.app.runner!.waitFor(position!, 5000, ['user_account']);
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await t?.stop();
});

const feedback = async (text: string) => expect((await t.call('sendFeedback', { feedback: text }, (await t.call<{ token: string }>('getUnregistedUserToken', {})).body.token)).status).toBe(200);

describe(`reactions on ${engineName}`, () => {
  it('mails once per event with a second worker taking reaction tasks too', async () => {
    const second: TaskQueue = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks: [reactionTask(mailFeedback)], log: pino({ level: 'silent' }), work: true, settings: { pollingIntervalSeconds: 0.5 } });
    stops.push(() => second.stop());
    await second.start(t.app.deps);
    const before = (await t.mailsTo(ADMIN, 0)).length;
    const texts = ['one', 'two', 'three', 'four', 'five'].map((n) => `Feedback number ${n}`);
    for (const text of texts) await feedback(text);
    const mails = await t.mailsTo(ADMIN, before + texts.length);
    // no more arrive: each event was enqueued once
    await new Promise((r) => setTimeout(r, 1500));
    const after = await t.mailsTo(ADMIN, 0);
    expect(after).toHaveLength(before + texts.length);
    expect(new Set(mails.slice(0, texts.length).map((m) => m.text_body.split('\n')[0]))).toEqual(new Set(texts));
  });

  it('keeps one message when the same reaction task runs twice', async () => {
    const before = (await t.mailsTo(ADMIN, 0)).length;
    await feedback('Said once');
    const [mail] = await t.mailsTo(ADMIN, before + 1);
    const [recorded] = (await t.app.store.readAll({ after: '0', maxCount: 100_000 })).filter((e) => e.type === 'FeedbackSent').slice(-1);
    expect(recorded!.streamId).toBe(feedbackStreamId(String(recorded!.data.feedbackId)));
    const count = (await t.mailsTo(ADMIN, 0)).length;
    const task = reactionTask(mailFeedback);
    const data = { streamId: recorded!.streamId, streamPosition: recorded!.streamPosition, position: recorded!.position };
    await task.handle(t.app.deps, data, { actor: null, correlationId: 'test' });
    await task.handle(t.app.deps, data, { actor: null, correlationId: 'test' });
    expect(await t.mailsTo(ADMIN, 0)).toHaveLength(count);
    expect(mail!.text_body).toMatch(/^Said once/);
  });

  it('enqueues a reaction task once however often its event is applied', async () => {
    const key = `replayed-${Date.now()}`;
    const task = { name: mailFeedback.name, key, data: { streamId: 'feedback-none', streamPosition: 0, position: '1' } };
    await t.engine.db.transaction().execute((trx) => t.app.queue.enqueueWithin(trx, [task]));
    await t.engine.db.transaction().execute((trx) => t.app.queue.enqueueWithin(trx, [task]));
    const id = keyedTaskId(mailFeedback.name, key);
    expect(await t.app.queue.state(mailFeedback.name, id)).not.toBeNull();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${id}::uuid`.execute(t.engine.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('starts at the head of the log: events from before it began set nothing off', async () => {
    await feedback('Before the new consumer');
    const enqueued: string[] = [];
    const recording: ReactionQueue = { enqueueWithin: async (_db, tasks) => void enqueued.push(...tasks.map((x) => x.key)) };
    const runner = createProjectionRunner({
      store: t.app.store,
      engine: { db: t.engine.db, tryLock: t.engine.tryLock },
      projections: [reactionsConsumer([mailFeedback], recording, `reactions-test-${Date.now()}`)],
      publish: () => undefined,
      log: pino({ level: 'silent' }),
    });
    stops.push(() => runner.stop());
    await runner.start();
    await feedback('After the new consumer');
    // a fresh consumer's first pass can be slow on a busy server: the bound is generous, the check exact
    await eventually(async () => enqueued.length > 0, 40_000);
    const head = await t.app.store.headPosition();
    expect(await runner.waitFor(head, 5000, [runner.states()[0]!.name])).toBe(true);
    expect(enqueued).toHaveLength(1);
    const [event] = (await t.app.store.readAll({ after: '0', maxCount: 100_000 })).filter((e) => e.type === 'FeedbackSent').slice(-1);
    expect(enqueued[0]).toBe(`${mailFeedback.name}:${event!.position}`);
  });
});
