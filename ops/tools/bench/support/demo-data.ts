import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, holdsCompleteDemo, dropDatabase, serverUrl, withDatabaseName } from './postgres';
import { progress, type Engine } from './report';
import { round, sleep } from './stats';

// Databases holding the demo a newcomer gets on the first start (10,000 jobs, 2,000 resumes, the
// journeys), made by `npm start`'s own server through the same commands, once per engine and run;
// each measurement then starts on a copy of it: a copy of the data directory (the embedded engine),
// or a database created from it as a template (PostgreSQL).
// BENCH_DEMO_KEEP=<folder> keeps the embedded engine's demo there for the next runs (made when the
// folder has none), and the PostgreSQL one as the database bench_demo_kept: for working on a
// measurement without seeding the demo each time. Delete them after changing what the seed makes.

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export type Readyz = { ready?: boolean; demo?: string; progress?: Record<string, { done: number; total: number }> };

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function readyz(url: string): Promise<{ status: number; body: Readyz } | null> {
  try {
    const response = await fetch(`${url}/readyz`);
    return { status: response.status, body: (await response.json()) as Readyz };
  } catch {
    return null;
  }
}

export type ProductServer = { url: string; child: ChildProcess; exited: Promise<number | null>; stop(): Promise<void> };

// What npm start runs after its build step (ops/main.ts), in a process of its own, its log to `logFile`.
export async function startProductServer(env: NodeJS.ProcessEnv, logFile: string): Promise<ProductServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/main.ts'], { cwd: root, env: { ...env, PORT: String(port), PUBLIC_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    url,
    child,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(30_000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      log.end();
    },
  };
}

// The demo's last commands leave background tasks behind (about 250 mails to applicants, matches,
// review followers and registrants); a server sends them in its first minute. The copies start from
// the demo as it is once they are done: otherwise every copy sent the same backlog again during its
// measurement (BENCHMARKS.md, 2026-12-01). Read from the server's /metrics (tasks_due).
async function tasksDone(url: string, engine: Engine): Promise<void> {
  const started = performance.now();
  for (let tick = 0; performance.now() - started < 180_000; tick++) {
    const metrics = await fetch(`${url}/metrics`).then((r) => r.text()).catch(() => '');
    const due = Number(/^tasks_due (\d+)$/m.exec(metrics)?.[1] ?? NaN);
    if (due === 0) {
      progress(`demo data: ${engine}: the tasks it left are done (${round((performance.now() - started) / 1000)} s)`);
      return;
    }
    if (tick % 25 === 0) progress(`demo data: ${engine}: ${Number.isNaN(due) ? 'waiting for /metrics' : `${due} tasks due`}`);
    await sleep(200);
  }
  throw new Error(`the demo's background tasks were not done after 180 s (tasks_due on ${url}/metrics)`);
}

type Template = { engine: Engine; source: string; seconds: number; kept?: boolean };
const KEPT_DATABASE = 'bench_demo_kept';
const templates = new Map<Engine, Promise<Template>>();

async function buildTemplate(engine: Engine): Promise<Template> {
  const keep = process.env.BENCH_DEMO_KEEP;
  if (keep) {
    const kept = engine === 'pglite' ? path.resolve(keep, 'pglite') : KEPT_DATABASE;
    const complete = engine === 'pglite' ? existsSync(path.join(kept, 'demo-complete')) : await holdsCompleteDemo(KEPT_DATABASE);
    if (complete) {
      progress(`demo data: ${engine}: the kept demo in ${kept}`);
      return { engine, source: kept, seconds: 0, kept: true };
    }
  }
  const started = performance.now();
  const logFile = path.join(root, `ops/tools/bench/results/demo-${engine}.log`);
  let source: string;
  const env: NodeJS.ProcessEnv = { ...process.env, SEED: 'true', LOG_LEVEL: 'info', ROLE: 'all' };
  delete env.DATABASE_URL;
  if (engine === 'pglite') {
    source = keep ? path.resolve(keep, 'pglite') : mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-demo-'));
    if (keep) rmSync(source, { recursive: true, force: true });
    env.DATA_DIR = source;
  } else {
    if (keep) await dropDatabase(KEPT_DATABASE);
    source = keep ? await createDatabase('demo', undefined, KEPT_DATABASE) : await createDatabase('demo');
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-demo-files-'));
    env.DATABASE_URL = withDatabaseName(serverUrl(), source);
  }
  progress(`demo data: ${engine}: npm start's server seeds the demo through its commands (log: ${path.relative(root, logFile)})`);
  const server = await startProductServer(env, logFile);
  try {
    for (let tick = 0; ; tick++) {
      if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}); see ${logFile}`);
      if (performance.now() - started > 900_000) throw new Error(`no complete demo after 900 s; see ${logFile}`);
      const answer = await readyz(server.url);
      if (answer?.body.demo === 'complete') break;
      if (answer?.body.demo === 'failed') throw new Error(`the demo failed; see ${logFile}`);
      if (tick % 100 === 0 && answer?.body.progress) progress(`demo data: ${engine}: ${JSON.stringify(answer.body.progress)}`);
      await sleep(200);
    }
    await tasksDone(server.url, engine);
  } finally {
    await server.stop();
  }
  const seconds = round((performance.now() - started) / 1000);
  progress(`demo data: ${engine}: complete in ${seconds} s`);
  if (keep && engine === 'pglite') writeFileSync(path.join(source, 'demo-complete'), `${new Date().toISOString()}\n`);
  return { engine, source, seconds, ...(keep ? { kept: true } : {}) };
}

// The demo's database for this engine, made on first use and kept for the rest of the run.
export function demoTemplate(engine: Engine): Promise<Template> {
  let template = templates.get(engine);
  if (!template) {
    template = buildTemplate(engine);
    templates.set(engine, template);
  }
  return template;
}

// A copy of the demo's data to run one measurement on, removed afterwards: a data directory for the
// embedded engine, a database URL for PostgreSQL.
export async function withDemoCopy<T>(engine: Engine, run: (where: { dataDir?: string; databaseUrl?: string }) => Promise<T>): Promise<T> {
  const template = await demoTemplate(engine);
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-demo-copy-'));
    cpSync(template.source, dataDir, { recursive: true });
    try {
      return await run({ dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = await createDatabase('democopy', template.source);
  try {
    return await run({ databaseUrl: withDatabaseName(serverUrl(), name) });
  } finally {
    await dropDatabase(name);
  }
}

// What building the demo took, per engine, for the report.
export async function demoBuildSeconds(): Promise<Record<string, number>> {
  const built: Record<string, number> = {};
  for (const [engine, template] of templates) {
    const t = await template.catch(() => null);
    if (t) built[engine] = t.seconds;
  }
  return built;
}

export async function removeDemoTemplates(): Promise<void> {
  for (const template of templates.values()) {
    const t = await template.catch(() => null);
    if (!t || t.kept) continue;
    if (t.engine === 'pglite') rmSync(t.source, { recursive: true, force: true });
    else await dropDatabase(t.source).catch(() => undefined);
  }
  templates.clear();
}
