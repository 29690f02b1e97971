import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../projections/core/projection';
import type { Scheduler } from '../../contracts/core/ports';
import type { SqlEngine } from '../db/database';
import type { ApiDeps } from '../server/feature';
import type { TaskDefinition } from './task-definition';
import { pgliteQueueDb } from './pglite-queue-db';
import type { ReactionQueue } from './reaction';

// pg-boss statements run inside a transaction of ours (kysely's)
const within = (db: Db) => ({
  executeSql: async (text: string, values: unknown[]) => ({ rows: (await db.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] }),
});

export type TaskQueueSettings = {
  // how often an idle worker looks for due tasks (a task scheduled in this process is taken at
  // once, see wake below); by default every 2 s on a server, every 10 s on the embedded engine
  pollingIntervalSeconds?: number;
  // a failed run is retried up to `limit` times, after delaySeconds × 2^attempt (with jitter)
  retry: { limit: number; delaySeconds: number };
  // how long stop() lets running tasks finish
  shutdownTimeoutMs: number;
};

export const defaultTaskQueueSettings: TaskQueueSettings = {
  retry: { limit: 5, delaySeconds: 30 },
  shutdownTimeoutMs: 10_000,
};

export type TaskQueueOptions = {
  engine: SqlEngine;
  // a server: pg-boss opens its own small pool; otherwise it runs over the embedded engine
  databaseUrl?: string;
  tasks: readonly TaskDefinition[];
  log: Logger;
  // run the tasks here (ROLE all and tasks); other roles only schedule them
  work: boolean;
  settings?: Partial<TaskQueueSettings>;
};

export type TaskQueue = ReactionQueue & {
  scheduler: Scheduler;
  // the transactions that enqueued reaction tasks (enqueueWithin) have committed: this process's
  // workers take them now instead of at their next poll
  wakeEnqueued(): void;
  // creates the queues (and, when working, the workers and cron schedules); deps are what the
  // tasks' handlers get, needed only where they run
  start(deps?: ApiDeps): Promise<void>;
  stop(): Promise<void>;
  // the recurring tasks as registered in the database
  schedules(): Promise<{ name: string; cron: string }[]>;
  // one scheduled job's state, for tests and operators
  state(name: string, id: string): Promise<{ state: string; retryCount: number } | null>;
  // tasks of that name not finished yet (scheduled, running, or waiting for a retry)
  unfinished(name: string): Promise<number>;
  // tasks of every name whose time has come and that have not finished: waiting for a worker,
  // running, or due for a retry (a backlog the workers have not caught up with yet)
  due(): Promise<number>;
};

// A keyed job gets an id derived from its name and key: the queue's primary key then refuses a
// second one, whichever node schedules it.
export const keyedTaskId = (name: string, key: string): string => {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

// On the embedded engine this process is the only one that schedules tasks, and it wakes its own
// workers when it does: polling only finds what became due by the clock (a task's time, a retry, a
// cron tick). Every queue's worker polls on its own, one statement each on the engine's one thread
// (20 queues every 2 s were 10 statements a second, whatever the load).
const POLLING_SECONDS = { server: 2, embedded: 10 };

export function createTaskQueue(options: TaskQueueOptions): TaskQueue {
  const settings = { ...defaultTaskQueueSettings, ...options.settings };
  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? (options.databaseUrl ? POLLING_SECONDS.server : POLLING_SECONDS.embedded);
  const { engine, tasks, log, work } = options;
  const byName = new Map(tasks.map((t) => [t.name, t]));
  if (byName.size !== tasks.length) throw new Error('Two tasks share a name');
  const connection = options.databaseUrl
    ? { connectionString: options.databaseUrl, max: 4, application_name: 'jobswipe-tasks' }
    : engine.pglite
      ? { db: pgliteQueueDb(engine.pglite, engine.db) }
      : null;
  if (!connection) throw new Error('The task queue needs DATABASE_URL or the embedded engine');
  const boss = new PgBoss({
    ...connection,
    // maintenance (expiring stuck jobs, archiving) and the cron clock run on working nodes only
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'task queue error'));
  let started = false;
  // the queues exist once start() has created them: tasks enqueued before wait for it
  let queuesCreated!: () => void;
  const ready = new Promise<void>((resolve) => (queuesCreated = resolve));
  // this process's worker of each queue, and the queues that reaction tasks were enqueued on since
  // the last wake
  const workers = new Map<string, string>();
  const enqueued = new Set<string>();
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };

  const scheduler: Scheduler = {
    async schedule(name, data, scheduleOptions = {}) {
      if (!byName.has(name)) throw new Error(`No job is named ${name}`);
      if (!started) throw new Error('The task queue is not started');
      const id = scheduleOptions.key ? keyedTaskId(name, scheduleOptions.key) : undefined;
      // a keyed job already done and archived is not scheduled again either
      if (id && (await boss.getJobById(name, id, { includeArchive: true }))) return;
      await boss.send(name, data, {
        ...(id ? { id, singletonKey: scheduleOptions.key } : {}),
        ...(scheduleOptions.runAt ? { startAfter: scheduleOptions.runAt } : {}),
      });
      if (!scheduleOptions.runAt || scheduleOptions.runAt.getTime() <= Date.now()) wake(name);
    },
  };

  const runOne = async (deps: ApiDeps, job: PgBoss.Job<Record<string, unknown>>) => {
    const definition = byName.get(job.name)!;
    const correlationId = `job:${job.name}:${job.id}`;
    try {
      await definition.handle(deps, job.data ?? {}, { actor: null, correlationId });
      log.info({ job: job.name, id: job.id }, 'job done');
    } catch (error) {
      log.warn({ err: error, job: job.name, id: job.id }, 'job failed; it will be retried');
      throw error;
    }
  };

  return {
    scheduler,
    async start(deps) {
      await boss.start();
      for (const job of tasks) {
        const queue = { name: job.name, retryLimit: settings.retry.limit, retryDelay: settings.retry.delaySeconds, retryBackoff: true };
        // every node creates the queues: sending to a queue that does not exist is silently dropped
        await boss.createQueue(job.name, queue);
        // a queue an older release created keeps its old retry settings otherwise
        if (work) await boss.updateQueue(job.name, queue);
      }
      started = true;
      queuesCreated();
      if (!work) return;
      if (!deps) throw new Error('A working task queue needs the handlers\' deps');
      for (const job of tasks) {
        // pg-boss waits a whole polling interval after every fetch, one that found a task too: a
        // backlog of a hundred mails took 200 s on a server (a task every 2 s). A worker that found
        // one looks again at once; only an empty fetch waits for the next poll.
        const id = await boss.work<Record<string, unknown>>(job.name, { pollingIntervalSeconds, batchSize: 1 }, async (batch) => {
          try {
            for (const one of batch) await runOne(deps, one);
          } finally {
            wake(job.name);
          }
        });
        workers.set(job.name, id);
        // an upsert: every working node may register it; pg-boss sends each tick once
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(job.name);
      }
    },
    async enqueueWithin(db, tasks) {
      for (const task of tasks) if (!byName.has(task.name)) throw new Error(`No task is named ${task.name}`);
      await ready;
      await boss.insert(
        tasks.map((task) => ({ name: task.name, id: keyedTaskId(task.name, task.key), data: task.data })),
        { db: within(db) },
      );
      for (const task of tasks) enqueued.add(task.name);
    },
    wakeEnqueued() {
      for (const name of enqueued) wake(name);
      enqueued.clear();
    },
    async stop() {
      if (!started) return;
      started = false;
      // waits for running tasks (bounded); what is left is failed and retried elsewhere
      await boss.stop({ graceful: true, wait: true, timeout: settings.shutdownTimeoutMs });
    },
    async schedules() {
      const rows = await boss.getSchedules();
      return rows.map((s) => ({ name: s.name, cron: s.cron }));
    },
    async state(name, id) {
      const job = await boss.getJobById<Record<string, unknown>>(name, id, { includeArchive: true });
      return job ? { state: job.state, retryCount: job.retryCount } : null;
    },
    unfinished: (name) => boss.getQueueSize(name, { before: 'completed' }),
    async due() {
      const { rows } = await engine.db.executeQuery<{ n: number }>(CompiledQuery.raw(`SELECT count(*)::int AS n FROM pgboss.job WHERE state < 'completed' AND start_after <= now()`));
      return rows[0]?.n ?? 0;
    },
  };
}
