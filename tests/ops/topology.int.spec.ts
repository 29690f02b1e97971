import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_READY } from '../../contracts/core/live';
import { io, type Socket } from 'socket.io-client';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';
import { validJob } from '../support/test-app';

// Several processes on one machine, as in production: two API nodes and one projection worker
// sharing one PostgreSQL database.
const pgMissing = !process.env.DATABASE_URL;
if (pgMissing) console.log('multi-process topology test skipped: DATABASE_URL unset (the processes need a shared PostgreSQL server)');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const children: ChildProcess[] = [];
let database: TestPostgres | null = null;

async function startNode(role: string, port: number, url: string): Promise<string> {
  return (await startProcess(role, port, url)).base;
}

async function startProcess(role: string, port: number, url: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/main.ts'], {
    env: { ...process.env, ROLE: role, PORT: String(port), DATABASE_URL: url, SEED: 'false', JWT_SECRET: 'shared-topology-secret-0123456789', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${role} node on ${port} did not start`);
}

const post = async (base: string, name: string, body: unknown, token?: string) => {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once('exit', r)))));
  await database?.drop();
});

describe.skipIf(pgMissing)('several processes', () => {
  it('a command on one API node reaches a socket on another through the projection worker', async () => {
    database = await createTestPostgres();
    const url = database!.url;
    // the worker first: it creates the read-model tables; then the job-queue worker
    const worker = await startProcess('projections', await freePort(), url);
    await startNode('jobs', await freePort(), url);
    const [a, b] = await Promise.all([freePort(), freePort()]).then(([p, q]) => Promise.all([startNode('api', p, url), startNode('api', q, url)]));

    const email = `topology${Date.now()}@example.com`;
    expect((await post(a!, 'register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Top', last_name: 'Ology', lookingforwork: false })).status).toBe(200);
    // read-your-writes across nodes: node B already knows the account node A just created
    const login = await post(b!, 'login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
    const token = (login.body as unknown as { token: string }).token;

    const socket: Socket = io(b!, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once(LIVE_READY, () => resolve()).once('connect_error', reject));
    const heard = new Promise<{ jobId: string; status: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no job.changed on node B')), 5000);
      socket.on('job.changed', (m: { jobId: string; status: string }) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
    const created = await post(a!, 'createNewJob', { jobInfo: validJob({ title: 'Cross-node job' }) }, token);
    expect(created.status).toBe(200);
    const message = await heard;
    expect(message).toMatchObject({ jobId: (created.body as unknown as { job: { _id: string } }).job._id, status: 'A' });

    const listed = await post(b!, 'getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'cross-node' }, chunk: 0, getCount: true });
    expect((listed.body as unknown as { total: number }).total).toBe(1);

    // the projection worker dies mid-flight; a command is still taken (its events are in the log),
    // and a new worker resumes from the checkpoint and pushes what it missed
    worker.child.kill('SIGKILL');
    await new Promise((r) => (worker.child.exitCode !== null || worker.child.signalCode ? r(null) : worker.child.once('exit', r)));
    const second = await post(a!, 'createNewJob', { jobInfo: validJob({ title: 'Cross-node job after the worker died' }) }, token);
    expect(second.status).toBe(200);
    const secondId = (second.body as unknown as { job?: { _id: string } }).job?._id ?? null;
    const heardAgain = new Promise<{ jobId: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no job.changed after the new worker started')), 20_000);
      socket.on('job.changed', (m: { jobId: string }) => {
        if (secondId === null || m.jobId === secondId) {
          clearTimeout(timer);
          resolve(m);
        }
      });
    });
    await startNode('projections', await freePort(), url);
    await heardAgain;
    socket.close();
    for (let i = 0; i < 100; i++) {
      const again = await post(b!, 'getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'cross-node' }, chunk: 0, getCount: true });
      if ((again.body as unknown as { total: number }).total === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = await post(b!, 'getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'cross-node' }, chunk: 0, getCount: true });
    expect((after.body as unknown as { total: number }).total).toBe(2);
  }, 150_000);
});
