import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemplate, templateFile } from '../../db/pglite-template';
import { readyz, startProductServer, type Readyz } from './support/demo-data';
import { figure, progress, type Figure } from './support/report';
import { round, roundSummary, sleep, summarize } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// npm run bench -- --only firststart: `npm start`'s server (ops/main.ts) in a process of its own on an
// empty data directory, as a newcomer runs it after the build. Times from the process start to the
// first 200 of /readyz (usable: the demo accounts and a first slice are in) and to /readyz saying
// the demo is complete. For the first USE_FOR_S seconds after that 200 a person uses the product
// (sign in, a job search, a profile save, every 300 ms): the latency and any refusal of those calls
// are recorded; the seed gives way to them, so they also slow the demo.
// npm start's build step is not timed, nor the empty database it keeps for new data directories.
// --quick stops once usable. The server's log goes to first-start.log beside results/latest.json.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const BUDGET_USABLE_S = 20;
const BUDGET_COMPLETE_S = 60;
const USE_FOR_S = Number(process.env.BENCH_USE_FOR_S ?? 20);

type Ready = Readyz;

type Use = { call: string; status: number; ms: number; at: number };

// One person using the product while the demo arrives: sign in as the demo seeker, search jobs, save
// the profile (a command, answered once the read models show it).
async function usePeriodically(url: string, started: number, until: () => boolean): Promise<Use[]> {
  const uses: Use[] = [];
  const call = async (name: string, body: unknown, token?: string) => {
    const t0 = performance.now();
    const response = await fetch(`${url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { token?: string };
    uses.push({ call: name, status: response.status, ms: performance.now() - t0, at: (performance.now() - started) / 1000 });
    return json;
  };
  for (let n = 0; !until(); n++) {
    const { token } = await call('login', { email: 'seeker@demo.jobswipe.local', password: 'demo1234', captchaToken: '' });
    await call('getHistogramObjects', { histogramType: 'jobs', params: {}, chunk: 0, getCount: true }, token);
    await call('saveProfile', { title: `QA Engineer ${n}` }, token);
    await sleep(300);
  }
  return uses;
}

export async function runFirstStart(options: BenchOptions): Promise<BenchResult> {
  // npm start's build step also keeps an empty embedded database that a new data directory starts
  // from (made once per install): made here if it is missing, before the clock starts, as the build is
  const template = templateFile();
  if (!existsSync(template)) {
    progress('firststart: making the empty embedded database that npm start makes beside the web build');
    await makeTemplate(template);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-first-start-'));
  const logFile = path.join(root, 'ops/tools/bench/results/first-start.log');
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  // what npm start runs after its build step: the real password hash, the default demo
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED: 'true', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.ARGON2_FAST;
  const server = await startProductServer(env, logFile);
  const { url, child } = server;
  let usable: number | null = null;
  let complete: number | null = null;
  let last: Ready = {};
  let uses: Promise<Use[]> = Promise.resolve([]);
  const timeline: { at: number; progress: Ready['progress'] }[] = [];
  try {
    for (let tick = 0; complete === null; tick++) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
      if (seconds() > 600) throw new Error('no complete demo after 600 s');
      const answer = await readyz(url);
      if (answer) last = answer.body;
      if (answer?.status === 200 && usable === null) {
        usable = seconds();
        progress(`firststart: usable after ${usable.toFixed(1)} s (${JSON.stringify(last.progress)})`);
        if (options.quick) break;
        const until = usable + USE_FOR_S;
        uses = usePeriodically(url, started, () => complete !== null || seconds() > until);
      }
      if (answer?.body.demo === 'complete') complete = seconds();
      if (answer?.body.demo === 'failed') throw new Error(`the demo failed; see ${logFile}`);
      if (tick % 20 === 0 && last.progress) timeline.push({ at: round(seconds()), progress: last.progress });
      await sleep(100);
    }
    if (complete !== null) progress(`firststart: demo complete after ${complete.toFixed(1)} s`);
  } finally {
    const done = await uses.catch(() => []);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    uses = Promise.resolve(done);
  }
  const done = await uses;
  const refused = done.filter((u) => u.status !== 200);
  const byCall = Object.fromEntries(['login', 'getHistogramObjects', 'saveProfile'].map((name) => [name, roundSummary(summarize(done.filter((u) => u.call === name).map((u) => u.ms)))]));
  const figures: Figure[] = [
    figure({ bench: 'firststart', engine: 'pglite', metric: 'process start → /readyz 200 (usable)', value: usable ?? Number.NaN, unit: 's', budget: { op: '<=', value: BUDGET_USABLE_S, on: 'value' } }),
  ];
  if (!options.quick) {
    figures.push(
      figure({ bench: 'firststart', engine: 'pglite', metric: 'process start → demo complete', value: complete ?? Number.NaN, unit: 's', budget: { op: '<=', value: BUDGET_COMPLETE_S, on: 'value' } }),
      figure({ bench: 'firststart', engine: 'pglite', metric: `calls refused in the ${USE_FOR_S} s after usable`, value: refused.length, unit: `of ${done.length}`, budget: { op: '<=', value: 0, on: 'value' } }),
      ...Object.entries(byCall).map(([name, s]) => figure({ bench: 'firststart', engine: 'pglite', metric: `${name} p95 in the ${USE_FOR_S} s after usable`, value: s.p95, unit: 'ms', note: `p50 ${s.p50} ms, max ${s.max} ms, ${s.n} calls` })),
    );
  }
  return { figures, details: { usableSeconds: usable && round(usable), completeSeconds: complete && round(complete), lastReadyz: last, refused, calls: byCall, timeline, log: path.relative(root, logFile) } };
}
