import { readFile } from 'node:fs/promises';
import { startAppProcess, type AppProcess } from './support/app-client';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { pick, processCpuSeconds, round, roundSummary, seededRandom, sleep, summarize, type Summary } from './support/stats';
import { jobInfo, searchCases, withSalaryRange, type SearchCase } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// A mix of what people do, sent open-loop at rising rates to one API node (the app in its own
// process, PostgreSQL), until the p95 answer time passes 100 ms; then a soak at 70 % of the last
// rate that held, watching the node's memory. LOAD_SOAK_MINUTES=20 for the long soak (default 1);
// LOAD_SOAK_RATE sets the soak's rate.
const P95_LIMIT_MS = 100;
const STEP_SECONDS = 8;
const RATES = [50, 100, 150, 200, 300, 400, 500, 650, 800, 1000];
const RECRUITERS = 10;
const SEEKERS = 40;

type Person = { token: string; email: string; userId: string };
type World = { recruiters: Person[]; seekers: Person[]; jobs: Array<{ id: string; owner: Person }>; searches: SearchCase[] };
type Kind = 'search' | 'card' | 'signIn' | 'jobEdit' | 'apply' | 'activity';
const MIX: ReadonlyArray<[Kind, number]> = [
  ['search', 0.35],
  ['card', 0.25],
  ['activity', 0.1],
  ['apply', 0.12],
  ['jobEdit', 0.1],
  ['signIn', 0.08],
];

async function post(url: string, name: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function person(url: string, i: number, seeker: boolean): Promise<Person> {
  const email = `load-${seeker ? 's' : 'r'}${i}@bench.example`;
  await post(url, 'register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Load', last_name: `P${i}`, lookingforwork: seeker, captchaToken: '' });
  const login = await post(url, 'login', { email, password: 'secret123' });
  const user = login.body.user as { _id: string };
  return { token: String(login.body.token), email, userId: user._id };
}

async function buildWorld(url: string): Promise<World> {
  const rng = seededRandom(4242);
  const recruiters = await Promise.all(Array.from({ length: RECRUITERS }, (_, i) => person(url, i, false)));
  const seekers = await Promise.all(Array.from({ length: SEEKERS }, (_, i) => person(url, i, true)));
  const jobs: World['jobs'] = [];
  for (const owner of recruiters)
    for (let k = 0; k < 5; k++) {
      const created = await post(url, 'createNewJob', { jobInfo: withSalaryRange(jobInfo(rng)) }, owner.token);
      jobs.push({ id: String((created.body.job as { _id: string })._id), owner });
    }
  return { recruiters, seekers, jobs, searches: searchCases(rng, 200) };
}

function request(url: string, world: World, rng: () => number): { kind: Kind; send: () => Promise<number> } {
  let r = rng();
  const kind = MIX.find(([, w]) => (r -= w) < 0)?.[0] ?? 'search';
  const job = pick(rng, world.jobs);
  const seeker = pick(rng, world.seekers);
  const send = async (name: string, body: unknown, token?: string) => (await post(url, name, body, token)).status;
  switch (kind) {
    case 'search':
      return { kind, send: () => send('getHistogramObjects', { histogramType: 'jobs', params: pick(rng, world.searches).params, chunk: 0, getCount: true }) };
    case 'card':
      return { kind, send: () => send('getHistogramObject', { histogramType: 'jobs', id: job.id }) };
    case 'activity':
      return { kind, send: () => send('getUserActivity', { histogramSubType: 'myApplications', lookingforwork: true }, seeker.token) };
    case 'apply':
      return { kind, send: () => send('applyHistObject', { type: 'apply', objectId: job.id, jobId: job.id, histogramType: 'jobs' }, seeker.token) };
    case 'jobEdit':
      return { kind, send: () => send('saveUserJob', { jobId: job.id, jobInfo: { title: `Engineer ${Math.floor(rng() * 1000)}` } }, job.owner.token) };
    case 'signIn':
      return { kind, send: () => send('login', { email: seeker.email, password: 'secret123' }) };
  }
}

type Step = { rate: number; sent: number; ms: Summary; errors: number; byKind: Record<string, number> };

// Open loop: requests leave on schedule whether or not earlier ones have answered.
async function runAt(url: string, world: World, rate: number, seconds: number, rng: () => number): Promise<Step> {
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { kind, send } = request(url, world, rng);
    const t0 = performance.now();
    inFlight.push(
      send().then(
        (status) => {
          const ms = performance.now() - t0;
          latencies.push(ms);
          (byKind[kind] ??= []).push(ms);
          if (status >= 500 || status === 429) errors++;
        },
        () => {
          errors++;
          latencies.push(10_000);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { rate, sent: rate * seconds, ms: roundSummary(summarize(latencies)), errors, byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round(summarize(v).p95)])) };
}

const rssMiB = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

// CPU seconds a process has used so far, all its threads together.
const cpuSeconds = async (pid: number): Promise<number> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

// Each 10-second window keeps its answer times (p95, and p95 by kind) beside the node's memory and
// the CPU that the node and PostgreSQL spent per request, so a slow stretch or a growth can be
// placed in time and put down to a kind of request or to one side.
async function soak(app: AppProcess, world: World, rate: number, minutes: number, rng: () => number) {
  const samples: Array<{ minute: number; rssMiB: number; p95: number; p95ByKind: Record<string, number>; nodeCpuMs: number; postgresCpuMs: number | null }> = [];
  const started = performance.now();
  const steps: Step[] = [];
  let cpu = { node: await cpuSeconds(app.pid), postgres: await processCpuSeconds('postgres') };
  while (performance.now() - started < minutes * 60_000) {
    const step = await runAt(app.url, world, rate, 10, rng);
    steps.push(step);
    const now = { node: await cpuSeconds(app.pid), postgres: await processCpuSeconds('postgres') };
    samples.push({
      minute: round((performance.now() - started) / 60_000),
      rssMiB: round(await rssMiB(app.pid)),
      p95: step.ms.p95,
      p95ByKind: step.byKind,
      // per request
      nodeCpuMs: round(((now.node - cpu.node) * 1000) / step.sent),
      postgresCpuMs: now.postgres !== null && cpu.postgres !== null ? round(((now.postgres - cpu.postgres) * 1000) / step.sent) : null,
    });
    cpu = now;
  }
  const half = Math.floor(samples.length / 2);
  const firstHalf = samples.slice(0, Math.max(1, half));
  const secondHalf = samples.slice(half);
  const mean = (xs: typeof samples) => xs.reduce((s, x) => s + x.rssMiB, 0) / xs.length;
  const windows = steps.map((s) => s.ms.p95).sort((a, b) => a - b);
  return {
    rate,
    minutes,
    samples,
    p95: round(windows.at(-1) ?? 0),
    medianWindowP95: round(windows[Math.floor(windows.length / 2)] ?? 0),
    errors: steps.reduce((s, x) => s + x.errors, 0),
    rssGrowthMiB: round(mean(secondHalf) - mean(firstHalf)),
  };
}

export async function runLoad(options: BenchOptions): Promise<BenchResult> {
  const soakMinutes = Number(process.env.LOAD_SOAK_MINUTES ?? (options.quick ? 0.5 : 1));
  // the per-address and per-email limits would answer most of the mix 429
  process.env.RATE_LIMIT_SCALE = '0';
  return withBenchDatabase('load', async (databaseUrl) => {
    const app = await startAppProcess({ databaseUrl });
    try {
      progress(`load: ${RECRUITERS} recruiters post ${RECRUITERS * 5} jobs, ${SEEKERS} seekers sign up`);
      const world = await buildWorld(app.url);
      const rng = seededRandom(77);
      await runAt(app.url, world, 50, 3, rng);
      const steps: Step[] = [];
      for (const rate of RATES) {
        progress(`load: ${rate} requests/s for ${STEP_SECONDS} s`);
        const step = await runAt(app.url, world, rate, options.quick ? 4 : STEP_SECONDS, rng);
        steps.push(step);
        progress(`load: ${rate}/s → p95 ${step.ms.p95} ms, ${step.errors} errors`);
        if (step.ms.p95 > P95_LIMIT_MS || step.errors > step.sent * 0.01) break;
      }
      const held = steps.filter((s) => s.ms.p95 <= P95_LIMIT_MS && s.errors <= s.sent * 0.01);
      const sustained = held.at(-1)?.rate ?? 0;
      // LOAD_SOAK_RATE repeats a soak at a given rate, whatever this machine holds today
      const soakRate = Number(process.env.LOAD_SOAK_RATE) || Math.max(10, Math.round(sustained * 0.7));
      progress(`load: soak at ${soakRate}/s for ${soakMinutes} min`);
      const soaked = await soak(app, world, soakRate, soakMinutes, rng);
      const figures: Figure[] = [
        figure({ bench: 'load', engine: 'postgresql', metric: `mixed workload: highest rate with p95 ≤ ${P95_LIMIT_MS} ms, one node`, value: sustained, unit: 'requests/s' }),
        figure({ bench: 'load', engine: 'postgresql', metric: `soak at ${soakRate}/s for ${soakMinutes} min: worst 10-s window p95`, value: soaked.p95, unit: 'ms' }),
        figure({ bench: 'load', engine: 'postgresql', metric: `soak: median 10-s window p95`, value: soaked.medianWindowP95, unit: 'ms' }),
        figure({ bench: 'load', engine: 'postgresql', metric: `soak: node memory, second half − first half`, value: soaked.rssGrowthMiB, unit: 'MiB' }),
        figure({ bench: 'load', engine: 'postgresql', metric: `soak: node memory at the end`, value: soaked.samples.at(-1)?.rssMiB ?? 0, unit: 'MiB' }),
      ];
      return { figures, details: { mix: MIX, steps, sustained, soak: soaked } };
    } finally {
      await app.stop();
    }
  });
}
