// The product in a process of its own, for benchmarks that measure it from outside as a browser
// would. Environment: BENCH_DATABASE_URL (PostgreSQL; else PGlite under DATA_DIR, as npm start
// runs), BENCH_DATA_DIR (that folder, kept afterwards; else a temporary one), BENCH_SYNTHETIC (extra
// projections to register). It prints `READY <url>`, then answers lines on stdin: `stats` → `STATS <json>` (projection batches since the last `reset`),
// `engine` → `ENGINE <json>` (the embedded engine's thread so far, or null), `reset`, `stop`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import { projections } from '../../../registry';
import { syntheticProjections } from './synthetic-projections';

process.env.ARGON2_FAST ??= '1';
const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-app-'));
const config = loadConfig({
  PORT: '0',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  SEED: 'false',
  // BENCH_LOG_LEVEL=warn shows the app's warnings and errors on the benchmark's stderr
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  PUBLIC_URL: 'http://jobswipe.bench',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  // a benchmark that signs up many people from one address turns the abuse limits off
  ...(process.env.RATE_LIMIT_SCALE ? { RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE } : {}),
});
const extra = syntheticProjections(Number(process.env.BENCH_SYNTHETIC ?? 0));
const app = await createApp({ config, projections: [...projections, ...extra] });
app.markSeeded();

let batches = new Map<string, { sizes: number[]; ms: number[] }>();
app.runner?.onBatch((name, events, ms) => {
  const b = batches.get(name) ?? { sizes: [], ms: [] };
  b.sizes.push(events.length);
  b.ms.push(ms);
  batches.set(name, b);
});

// ready as /readyz says it: every projection live (on a copy of a database, new ones catch up first)
while (app.runner && !app.runner.states().every((s) => s.mode === 'live')) await new Promise((resolve) => setTimeout(resolve, 100));
console.log(`READY ${app.url}`);
for await (const line of createInterface({ input: process.stdin })) {
  const command = line.trim();
  if (command === 'stats') console.log(`STATS ${JSON.stringify(Object.fromEntries(batches))}`);
  else if (command === 'engine') console.log(`ENGINE ${JSON.stringify((await app.engine.threadStats?.()) ?? null)}`);
  else if (command === 'reset') batches = new Map();
  else if (command === 'stop') break;
}
await app.stop();
if (!given) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
