import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { LIVE_READY } from '../../../contracts/core/live';
import type { MatchMadeMessage } from '../../../contracts/marketplace/activity/live';
import { createApp } from '../../app';
import { startAppProcess, type AppProcess } from './support/app-client';
import { benchAppConfig } from './support/bench-config';
import type { MeasureHooks } from './latency';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { round, roundSummary, seededRandom, sleep, summarize, type Summary } from './support/stats';
import { jobInfo, withSalaryRange } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// Apply → match: recruiters have connected to seekers beforehand (not measured); then seekers apply
// at RATE per second, each apply completing a pair, and the time from sending the apply to the
// recruiter's socket hearing 'match.made' for that pair is the figure. The app runs in a process of
// its own, measured from here as a browser would see it.

const RATE = 100;
const RECRUITERS = 20;
const JOBS_PER_RECRUITER = 5;
// each seeker applies to this many jobs (the free plan allows 20 a month)
const APPLIES_PER_SEEKER = 10;
const SETUP_CONCURRENCY = 10;
const DRAIN_MS = 10_000;
const BUDGET_MS: Partial<Record<Engine, number>> = { postgresql: 15 };

type Account = { token: string; userId: string };
type Pair = { seeker: Account; recruiter: Account; jobId: string };
type Sample = { sentAt: number; httpStatus?: number; httpMs?: number; socketMs?: number; isMatch?: boolean };
type Batches = Record<string, { batches: number; eventsPerBatch: Summary; msPerBatch: Summary }>;
type Run = { applies: number; achievedRate: number; ok: number; matched: number; missingMessages: number; failed: Record<string, number>; socketMs: Summary; httpMs: Summary; setupSeconds: number; projectionBatches?: Batches };

async function call<T>(url: string, name: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signUp(url: string, label: string, lookingforwork: boolean): Promise<Account> {
  const email = `${label}.${Date.now().toString(36)}@bench.example.com`;
  const registered = await call(url, 'register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Bench', last_name: label, captchaToken: '', lookingforwork });
  if (registered.status !== 200) throw new Error(`register failed (${registered.status}): ${JSON.stringify(registered.body)}`);
  const login = await call<{ token: string; user: { _id: string } }>(url, 'login', { email, password: 'secret123' });
  if (login.status !== 200) throw new Error(`login failed (${login.status}): ${JSON.stringify(login.body)}`);
  return { token: login.body.token, userId: login.body.user._id };
}

// Runs tasks with at most `limit` in flight.
async function inParallel<T>(limit: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

// Every pair is connected by its recruiter: the seeker's apply will make the match.
async function buildPairs(url: string, count: number): Promise<Pair[]> {
  const rng = seededRandom(11);
  const recruiters = await inParallel(
    SETUP_CONCURRENCY,
    Array.from({ length: RECRUITERS }, (_, r) => () => signUp(url, `match-recruiter-${r}`, false)),
  );
  const jobs: { recruiter: Account; jobId: string }[] = [];
  await inParallel(
    SETUP_CONCURRENCY,
    recruiters.flatMap((recruiter) =>
      Array.from({ length: JOBS_PER_RECRUITER }, () => async () => {
        const created = await call<{ job: { _id: string } }>(url, 'createNewJob', { jobInfo: withSalaryRange(jobInfo(rng)) }, recruiter.token);
        if (created.status !== 200) throw new Error(`createNewJob failed (${created.status}): ${JSON.stringify(created.body)}`);
        jobs.push({ recruiter, jobId: created.body.job._id });
      }),
    ),
  );
  const seekers = await inParallel(
    SETUP_CONCURRENCY,
    Array.from({ length: Math.ceil(count / APPLIES_PER_SEEKER) }, (_, s) => () => signUp(url, `match-seeker-${s}`, true)),
  );
  // seeker s applies to APPLIES_PER_SEEKER different jobs; consecutive applies come from different
  // seekers and go to different recruiters, as independent people's swipes would
  const pairs: Pair[] = [];
  for (let k = 0; k < APPLIES_PER_SEEKER && pairs.length < count; k++)
    for (let s = 0; s < seekers.length && pairs.length < count; s++) {
      const job = jobs[(s + k * 7) % jobs.length]!;
      pairs.push({ seeker: seekers[s]!, recruiter: job.recruiter, jobId: job.jobId });
    }
  await inParallel(
    SETUP_CONCURRENCY,
    pairs.map((pair) => async () => {
      const connected = await call(url, 'applyHistObject', { type: 'connect', histogramType: 'resumes', objectId: pair.seeker.userId, jobId: pair.jobId }, pair.recruiter.token);
      if (connected.status !== 200) throw new Error(`connect failed (${connected.status}): ${JSON.stringify(connected.body)}`);
    }),
  );
  return pairs;
}

async function listen(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once(LIVE_READY, () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

// Open loop: apply i leaves at t0 + i/RATE whatever happened to the earlier ones.
async function drive(url: string, sockets: readonly Socket[], pairs: readonly Pair[]): Promise<Omit<Run, 'setupSeconds'>> {
  const waiting = new Map<string, Sample>();
  const onMatch = (message: MatchMadeMessage) => {
    const sample = waiting.get(`${message.jobId}|${message.seekerId}`);
    if (!sample || sample.socketMs !== undefined) return;
    sample.socketMs = performance.now() - sample.sentAt;
  };
  for (const socket of sockets) socket.on('match.made', onMatch);
  const samples: Sample[] = [];
  const t0 = performance.now() + 20;
  for (let i = 0; i < pairs.length; i++) {
    const wait = t0 + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const pair = pairs[i]!;
    const sample: Sample = { sentAt: performance.now() };
    samples.push(sample);
    waiting.set(`${pair.jobId}|${pair.seeker.userId}`, sample);
    call<{ isMatch: boolean }>(url, 'applyHistObject', { type: 'apply', histogramType: 'jobs', objectId: pair.jobId }, pair.seeker.token)
      .then((answer) => {
        sample.httpMs = performance.now() - sample.sentAt;
        sample.httpStatus = answer.status;
        sample.isMatch = answer.body.isMatch;
      })
      .catch(() => void (sample.httpStatus = -1));
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  const owed = (s: Sample) => s.httpStatus === 200 && s.isMatch === true;
  const deadline = performance.now() + DRAIN_MS;
  while (performance.now() < deadline && samples.some((s) => s.httpStatus === undefined || (owed(s) && s.socketMs === undefined))) await sleep(20);
  for (const socket of sockets) socket.off('match.made', onMatch);
  const ok = samples.filter((s) => s.httpStatus === 200);
  const failed: Record<string, number> = {};
  for (const s of samples) if (s.httpStatus !== 200) failed[String(s.httpStatus ?? 'no response')] = (failed[String(s.httpStatus ?? 'no response')] ?? 0) + 1;
  return {
    applies: samples.length,
    achievedRate: round(samples.length / sendSeconds),
    ok: ok.length,
    matched: samples.filter(owed).length,
    missingMessages: samples.filter((s) => owed(s) && s.socketMs === undefined).length,
    failed,
    socketMs: roundSummary(summarize(ok.flatMap((s) => (s.socketMs === undefined ? [] : [s.socketMs])))),
    httpMs: roundSummary(summarize(ok.map((s) => s.httpMs!))),
  };
}

type App = Pick<AppProcess, 'url' | 'stop'> & Partial<Pick<AppProcess, 'stats' | 'reset'>>;

// The app in this process (the statement counter needs it here).
async function startInProcess(databaseUrl: string): Promise<App> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-'));
  const config = benchAppConfig(dataDir, databaseUrl);
  const app = await createApp({ config });
  return {
    url: app.url,
    stop: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(open: () => Promise<App>, seconds: number, warmupSeconds: number, hooks: MeasureHooks = {}): Promise<Run> {
  const setupStarted = performance.now();
  const app = await open();
  const sockets: Socket[] = [];
  try {
    const warm = warmupSeconds * RATE;
    const measured = seconds * RATE;
    progress(`match: ${RECRUITERS} recruiters, ${RECRUITERS * JOBS_PER_RECRUITER} jobs, ${Math.ceil((warm + measured) / APPLIES_PER_SEEKER)} seekers, ${warm + measured} connects`);
    const pairs = await buildPairs(app.url, warm + measured);
    const recruiterTokens = [...new Set(pairs.map((p) => p.recruiter.token))];
    for (const token of recruiterTokens) sockets.push(await listen(app.url, token));
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    progress(`match: warm-up ${warmupSeconds} s, then ${seconds} s of applies at ${RATE}/s, each completing a match`);
    await drive(app.url, sockets, pairs.slice(0, warm));
    app.reset?.();
    hooks.start?.();
    const run = await drive(app.url, sockets, pairs.slice(warm));
    hooks.stop?.(run.applies);
    // how the projections took the measured applies: events and milliseconds per batch
    const stats = app.stats ? await app.stats() : {};
    const projectionBatches = Object.fromEntries(
      Object.entries(stats).map(([name, b]) => [name, { batches: b.sizes.length, eventsPerBatch: roundSummary(summarize(b.sizes)), msPerBatch: roundSummary(summarize(b.ms)) }]),
    );
    return { ...run, setupSeconds: round(setupSeconds), projectionBatches };
  } finally {
    for (const socket of sockets) socket.close();
    await app.stop();
  }
}

function figuresFor(engine: Engine, runs: readonly Run[]): Figure[] {
  const worst = runs.reduce((w, r) => (r.socketMs.p95 > w.socketMs.p95 ? r : w));
  const lost = runs.some((r) => r.ok < r.applies || r.matched < r.ok || r.missingMessages > 0);
  const budget = BUDGET_MS[engine];
  const p95 = figure({
    bench: 'match',
    engine,
    metric: `apply → match at the recruiter's socket p95 @${RATE}/s, worst of ${runs.length} run${runs.length > 1 ? 's' : ''}`,
    value: worst.socketMs.p95,
    unit: 'ms',
    ...(budget ? { budget: { op: '<=' as const, value: budget, on: 'value' as const } } : {}),
    note: runs.map((r, i) => `run ${i + 1}: p95 ${r.socketMs.p95} ms, ${r.matched}/${r.applies} matched at ${r.achievedRate}/s, ${r.missingMessages} messages missing`).join('; '),
  });
  return [
    figure({ bench: 'match', engine, metric: `apply → match p50 @${RATE}/s`, value: worst.socketMs.p50, unit: 'ms' }),
    // a run that lost an apply or a message cannot pass
    lost && budget ? { ...p95, pass: false } : p95,
    figure({ bench: 'match', engine, metric: `apply → match p99 @${RATE}/s`, value: worst.socketMs.p99, unit: 'ms' }),
    figure({ bench: 'match', engine, metric: 'apply HTTP response p95', value: worst.httpMs.p95, unit: 'ms' }),
  ];
}

// One run on PostgreSQL with the app in this process; hooks mark the measured window.
export async function runMatchInProcess(options: BenchOptions, hooks: MeasureHooks): Promise<BenchResult> {
  process.env.RATE_LIMIT_SCALE = '0';
  const seconds = options.quick ? 3 : 10;
  const run = await withBenchDatabase('match', (url) => measure(() => startInProcess(url), seconds, 1, hooks));
  return { figures: figuresFor('postgresql', [run]), details: { postgresql: [run] } };
}

export async function runMatch(options: BenchOptions): Promise<BenchResult> {
  const seconds = options.quick ? 3 : 10;
  const warmupSeconds = 1;
  const runs = options.quick ? 1 : 3;
  // setup signs up a hundred people from one address: the sign-up limits would refuse most
  process.env.RATE_LIMIT_SCALE = '0';
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { rate: RATE, seconds, warmupSeconds, recruiters: RECRUITERS, jobs: RECRUITERS * JOBS_PER_RECRUITER, appliesPerSeeker: APPLIES_PER_SEEKER, runs };
  if (options.engines.includes('postgresql')) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      progress(`match: postgresql: run ${i + 1} of ${runs}`);
      results.push(await withBenchDatabase('match', (url) => measure(() => startAppProcess({ databaseUrl: url }), seconds, warmupSeconds)));
    }
    figures.push(...figuresFor('postgresql', results));
    details.postgresql = results;
  }
  if (options.engines.includes('pglite')) {
    progress('match: pglite: one run');
    const results = [await measure(() => startAppProcess({}), seconds, warmupSeconds)];
    figures.push(...figuresFor('pglite', results));
    details.pglite = results;
  }
  return { figures, details };
}
