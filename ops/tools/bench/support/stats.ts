import type { EngineThreadStats } from '../../../db/pglite-thread';

export type Summary = { n: number; mean: number; p50: number; p95: number; p99: number; max: number };

// Nearest-rank percentile: always a value that was measured.
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    n: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const roundSummary = (s: Summary, digits = 2): Summary => ({
  n: s.n,
  mean: round(s.mean, digits),
  p50: round(s.p50, digits),
  p95: round(s.p95, digits),
  p99: round(s.p99, digits),
  max: round(s.max, digits),
});

// How long one piece of work took, in ms.
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Throughput = { ops: number; seconds: number; perSecond: number };

// `workers` loops each calling `step` until the deadline or until `maxOps` steps were started in
// total, whichever comes first: bounded both in time and in count.
export async function runConcurrently(workers: number, durationMs: number, maxOps: number, step: (worker: number, i: number) => Promise<void>): Promise<Throughput> {
  let started = 0;
  let done = 0;
  const t0 = performance.now();
  const deadline = t0 + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline && started < maxOps; i++) {
        started++;
        await step(worker, i);
        done++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  return { ops: done, seconds, perSecond: done / seconds };
}

// Seeded PRNG (mulberry32): the same workload on every run.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

export function pickSome<T>(rng: () => number, items: readonly T[], min: number, max: number): T[] {
  const n = min + Math.floor(rng() * (max - min + 1));
  const chosen = new Set<T>();
  while (chosen.size < Math.min(n, items.length)) chosen.add(pick(rng, items));
  return [...chosen];
}

// Share of the machine's CPU time spent busy between two readings of /proc/stat (all tenants).
export type CpuSample = { busy: number; total: number };

export async function machineCpu(): Promise<CpuSample | null> {
  try {
    const { readFile } = await import('node:fs/promises');
    const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((s, v) => s + v, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export const busyShare = (a: CpuSample | null, b: CpuSample | null): number | null =>
  a && b && b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : null;

// CPU seconds used so far by every process with this command name (e.g. all PostgreSQL backends),
// including their reaped children.
export async function processCpuSeconds(comm: string): Promise<number | null> {
  try {
    const { readdir, readFile } = await import('node:fs/promises');
    const ticks = 100; // USER_HZ on Linux
    let total = 0;
    for (const pid of await readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const close = stat.lastIndexOf(')');
      if (close < 0 || stat.slice(stat.indexOf('(') + 1, close) !== comm) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14–17 of the line. The children's times count the
      // backends that already exited, which the postmaster has reaped.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
    }
    return total;
  } catch {
    return null;
  }
}

// The embedded engine's thread between two readings, per command: its busy time, the messages it
// was sent, the transactions that held it, how long (and how much of that idle, waiting for a
// transaction's next message) and how many messages a transaction took.
export type EngineThreadPerCommand = {
  busyMs: number;
  messages: number;
  transactions: number;
  transactionHeldMs: number;
  transactionIdleMs: number;
  messagesPerTransaction: number;
};

export function engineThreadPerCommand(a: EngineThreadStats, b: EngineThreadStats, commands: number): EngineThreadPerCommand {
  const per = (v: number) => round(v / commands);
  return {
    busyMs: per(b.activeMs - a.activeMs),
    messages: per(b.messages - a.messages),
    transactions: per(b.transactions - a.transactions),
    transactionHeldMs: per(b.transactionMs - a.transactionMs),
    transactionIdleMs: per(b.transactionIdleMs - a.transactionIdleMs),
    messagesPerTransaction: round((b.transactionMessages - a.transactionMessages) / Math.max(1, b.transactions - a.transactions)),
  };
}

export const describeEngineThread = (e: EngineThreadPerCommand) =>
  `${e.messages} messages to the engine's thread per command; ${e.transactions} transactions holding it ${e.transactionHeldMs} ms per command, idle ${e.transactionIdleMs} ms of it, ${e.messagesPerTransaction} messages per transaction`;
