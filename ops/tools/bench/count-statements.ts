import pg from 'pg';
import { runAppend } from './append';
import { runLatency } from './latency';
import { runMatchInProcess } from './match';
import { formatTable, progress } from './support/report';
import type { BenchResult } from './types';

// npx tsx ops/tools/bench/count-statements.ts [latency|append|match] [--quick]
// Runs one benchmark on PostgreSQL and counts the SQL statements sent through pg, by shape.
// latency: during the measured window only, per changeJobStatus command.
// match: during the measured window only, per apply (each completes a match), at 100 applies/s.
// append: over the whole benchmark (raw INSERTs and direct append_to_stream calls show as their own lines).
// It wraps pg's Client#query to count; nothing else changes.

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const counts = new Map<string, number>();
let counting = false;
const original = pg.Client.prototype.query as unknown as Query;
const counted: Query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0];
    const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '?';
    // one line per statement shape: IN (…) lists differ only by their length, and long column
    // lists hide which table and filter a statement has
    const shape = text
      .replace(/\s+/g, ' ')
      .replace(/\(\$\d+(, \$\d+)*\)/g, '(…)')
      .replace(/^select (.{40,}?) from /i, 'SELECT … FROM ')
      .trim()
      .slice(0, 100);
    // the benchmark's own pg_stat_activity sampler is not the app's
    if (!shape.includes('pg_stat_activity')) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return original.apply(this, args);
};
(pg.Client.prototype as unknown as { query: Query }).query = counted;

process.env.ARGON2_FAST ??= '1';
const bench = process.argv.includes('append') ? 'append' : process.argv.includes('match') ? 'match' : 'latency';
const options = { quick: process.argv.includes('--quick'), engines: ['postgresql'] as const, sizes: ['empty'] as const };
let per = 0;
let result: BenchResult;
if (bench === 'latency') {
  result = await runLatency({ ...options, runs: 1, appProcess: 'same', scaling: false }, {
    start: () => void (counting = true),
    stop: (commands) => {
      counting = false;
      per = commands;
    },
  });
} else if (bench === 'match') {
  result = await runMatchInProcess(options, {
    start: () => void (counting = true),
    stop: (applies) => {
      counting = false;
      per = applies;
    },
  });
} else {
  counting = true;
  result = await runAppend(options);
  counting = false;
  per = [...counts].filter(([shape]) => shape.startsWith('SELECT appended, stream_version::text AS stream_version, xact_id')).reduce((n, [, c]) => n + c, 0);
}
progress('done');
console.log(formatTable(result.figures));
const unit = bench === 'latency' ? 'changeJobStatus command' : bench === 'match' ? 'apply' : 'store.append';
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`\n${total} statements; ${per} × ${unit}${bench !== 'append' ? `: ${(total / per).toFixed(2)} per ${unit}` : ''}\n`);
console.log(`per ${unit}   count  statement`);
for (const [shape, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${(n / per).toFixed(2).padStart(6)}  ${n.toString().padStart(8)}  ${shape}`);
process.exit(0);
