import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type SqlEngine } from '../../ops/db/database';
import { createTaskQueue, type TaskQueue } from '../../ops/tasks/task-queue';
import { purgeExpiredResetCodes } from '../../ops/tasks/purge-expired-reset-codes';
import { tasks } from '../../ops/registry';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';
import { eventually } from './close-job-later';

// ROLE=tasks: a process that runs only the queue. It shares the PostgreSQL database with the API
// nodes, which schedule tasks without running them.
const pgMissing = !process.env.DATABASE_URL;
if (pgMissing) console.log('ROLE=tasks process test skipped: DATABASE_URL unset (the processes need a shared PostgreSQL server)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let child: ChildProcess | null = null;
let database: TestPostgres | null = null;
let engine: SqlEngine | null = null;
let sender: TaskQueue | null = null;

afterAll(async () => {
  await sender?.stop();
  await engine?.close();
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
  }
  await database?.drop();
});

describe.skipIf(pgMissing)('ROLE=tasks', () => {
  it('runs the tasks an API node schedules, and stops cleanly on SIGTERM', async () => {
    database = await createTestPostgres();
    const url = database!.url;
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'ops/main.ts'], {
      env: { ...process.env, ROLE: 'tasks', PORT: String(port), DATABASE_URL: url, SEED: 'false', JWT_SECRET: 'shared-jobs-secret-0123456789abcdef', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    // it listens once migrated and its workers run (without a projection worker beside it, its
    // health report has no read models to report on: any answer will do)
    await eventually(async () => fetch(`${base}/healthz`).then(() => true, () => false), 60_000);
    // a worker answers no calls
    expect((await fetch(`${base}/api/login`, { method: 'POST' })).status).toBe(404);

    // the worker migrated the database; a credential with an expired reset code waits for the purge
    engine = await openPostgres(url, 2);
    const now = Date.now();
    await engine.db
      .insertInto('credential')
      .values({ user_id: 'u1', email: 'a@example.com', password_hash: 'x', reset_code_hash: 'old', reset_expires_at: new Date(now - 60_000), updated_at: new Date(now) })
      .execute();
    // what an API node does: schedule, not run
    sender = createTaskQueue({ engine, databaseUrl: url, tasks, log: pino({ level: 'silent' }), work: false });
    await sender.start();
    await sender.scheduler.schedule(purgeExpiredResetCodes.name, {});
    await eventually(async () => {
      const row = await engine!.db.selectFrom('credential').select('reset_code_hash').where('user_id', '=', 'u1').executeTakeFirstOrThrow();
      return row.reset_code_hash === null;
    }, 15_000);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 90_000);
});
