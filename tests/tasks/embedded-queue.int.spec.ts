import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqlEngine } from '../../ops/db/database';
import { defineTask } from '../../ops/tasks/task-definition';
import { createTaskQueue, type TaskQueue } from '../../ops/tasks/task-queue';
import { eventually } from './close-job-later';

// The queue on the engine `npm start` opens: PGlite on a worker thread, kept in DATA_DIR. A job
// scheduled before a restart runs after it.
const dir = mkdtempSync(path.join(tmpdir(), 'jobswipe-queue-'));
const open: { engine: SqlEngine; queue: TaskQueue }[] = [];
const ran: unknown[] = [];
const remind = defineTask({ name: 'remind-later', cron: '0 7 * * 1', handle: async (_deps, data) => void ran.push(data) });

const start = async () => {
  const engine = await openDatabase({ dataDir: dir });
  const queue = createTaskQueue({ engine, tasks: [remind], log: pino({ level: 'silent' }), work: true, settings: { pollingIntervalSeconds: 0.5 } });
  // this job's handler needs nothing from the deps
  await queue.start({} as Parameters<TaskQueue['start']>[0]);
  open.push({ engine, queue });
  return { engine, queue };
};
const stop = async () => {
  const last = open.pop();
  await last?.queue.stop();
  await last?.engine.close();
};

afterAll(async () => {
  while (open.length) await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the task queue on the embedded engine of npm start', () => {
  it('keeps a scheduled job and its cron across a restart, and runs it once after', async () => {
    const first = await start();
    expect(first.engine.engine).toBe('pglite');
    await first.queue.scheduler.schedule(remind.name, { userId: 'u1' }, { runAt: new Date(Date.now() + 1500), key: 'u1' });
    await stop();
    expect(ran).toEqual([]);

    const second = await start();
    expect(await second.queue.schedules()).toEqual([{ name: 'remind-later', cron: '0 7 * * 1' }]);
    await eventually(async () => ran.length > 0);
    await eventually(async () => (await second.queue.unfinished(remind.name)) === 0);
    expect(ran).toEqual([{ userId: 'u1' }]);
  }, 90_000);
});

// One task's queue working on an in-memory engine, its poll an hour away (only a wake-up, or a
// worker going on by itself, runs tasks within a test), closed after `body`.
async function withQueue(task: ReturnType<typeof defineTask>, body: (queue: TaskQueue, engine: SqlEngine) => Promise<void>): Promise<void> {
  const engine = await openDatabase({});
  const queue = createTaskQueue({ engine, tasks: [task], log: pino({ level: 'silent' }), work: true, settings: { pollingIntervalSeconds: 3600 } });
  await queue.start({} as Parameters<TaskQueue['start']>[0]);
  try {
    await body(queue, engine);
  } finally {
    await queue.stop();
    await engine.close();
  }
}

describe('a task this process schedules or enqueues', () => {
  // what /metrics tells as tasks_due: a backlog the workers have not caught up with
  it('counts the tasks whose time has come and that have not finished, running ones included, not those due later', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const started: unknown[] = [];
    const slow = defineTask({ name: 'run-slowly', handle: async (_deps, data) => {
      started.push(data);
      await held;
    } });
    await withQueue(slow, async (queue) => {
      expect(await queue.due()).toBe(0);
      await queue.scheduler.schedule(slow.name, { n: 1 });
      await queue.scheduler.schedule(slow.name, { n: 2 });
      await queue.scheduler.schedule(slow.name, { n: 3 }, { runAt: new Date(Date.now() + 3_600_000) });
      await eventually(async () => started.length === 1);
      // one running, one waiting for the worker; the third is not due for an hour
      expect(await queue.due()).toBe(2);
      release();
      await eventually(async () => (await queue.due()) === 0);
      expect(started).toEqual([{ n: 1 }, { n: 2 }]);
    }).finally(release);
  }, 90_000);

  it('takes a backlog one task after the other, not one a poll', async () => {
    const done: number[] = [];
    const each = defineTask({ name: 'run-each', handle: async (_deps, data) => void done.push(Number(data.n)) });
    // the poll an hour away: only the worker going on at once drains these within the test
    await withQueue(each, async (queue, engine) => {
      // enqueued without waking the worker, as another node (or a stopped process) leaves them
      await engine.db.transaction().execute((trx) => queue.enqueueWithin(trx, [1, 2, 3, 4, 5].map((n) => ({ name: each.name, key: `n${n}`, data: { n } }))));
      await queue.scheduler.schedule(each.name, { n: 6 });
      await eventually(async () => done.length === 6);
      expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await queue.due()).toBe(0);
    });
  }, 90_000);

  it('is taken at once by its worker here, not at the next poll', async () => {
    const done: unknown[] = [];
    const now = defineTask({ name: 'run-now', handle: async (_deps, data) => void done.push(data) });
    // the poll an hour away: only a wake-up runs these tasks within the test
    await withQueue(now, async (queue, engine) => {
      await queue.scheduler.schedule(now.name, { n: 1 });
      await eventually(async () => done.length === 1);
      // as the reactions consumer enqueues: inside its transaction, woken once that has committed
      await engine.db.transaction().execute((trx) => queue.enqueueWithin(trx, [{ name: now.name, key: 'second', data: { n: 2 } }]));
      queue.wakeEnqueued();
      await eventually(async () => done.length === 2);
      expect(done).toEqual([{ n: 1 }, { n: 2 }]);
    });
  }, 90_000);
});
