import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runActing } from './acting';
import { runAlerts } from './alerts';
import { runAnatomy } from './anatomy';
import { runAppend } from './append';
import { runBaseline } from './baseline';
import { runDashboards } from './dashboards';
import { runDeck } from './deck';
import { runFirstLoad } from './first-load';
import { runFirstStart } from './first-start';
import { runHold } from './hold';
import { runKpis } from './kpis';
import { runLatency } from './latency';
import { runLeads } from './leads';
import { runForum } from './forum';
import { runEvents } from './events';
import { runCompanies } from './companies';
import { runLoad } from './load';
import { runMail } from './mail';
import { runMarketing } from './marketing';
import { runMatch } from './match';
import { runPublish } from './publish';
import { runReads } from './reads';
import { runRebuild } from './rebuild';
import { runResumes } from './resumes';
import { runSearch } from './search';
import { runStreams } from './streams';
import { dropLiveDatabases, serverSettings, serverUrl, serverVersion } from './support/postgres';
import { formatTable, progress, type Engine, type Figure } from './support/report';
import { busyShare, machineCpu, processCpuSeconds, type CpuSample } from './support/stats';
import { demoBuildSeconds, removeDemoTemplates } from './support/demo-data';
import type { BenchOptions, BenchResult, DataSize } from './types';

// npm run bench [-- --only baseline,append,latency,match,rebuild,search,deck,firstload,firststart,load,streams,resumes,publish,kpis,anatomy,reads,hold,acting,leads,dashboards,companies,mail,alerts,forum,events,marketing] [--quick] [--engines postgresql,pglite] [--sizes empty,demo] [--projections user_account,job,…]

const benches = {
  baseline: runBaseline,
  append: runAppend,
  latency: runLatency,
  match: runMatch,
  rebuild: runRebuild,
  search: runSearch,
  firstload: runFirstLoad,
  firststart: runFirstStart,
  load: runLoad,
  deck: runDeck,
  streams: runStreams,
  resumes: runResumes,
  publish: runPublish,
  kpis: runKpis,
  anatomy: runAnatomy,
  reads: runReads,
  hold: runHold,
  acting: runActing,
  leads: runLeads,
  dashboards: runDashboards,
  companies: runCompanies,
  mail: runMail,
  alerts: runAlerts,
  forum: runForum,
  events: runEvents,
  marketing: runMarketing,
} as const satisfies Record<string, (options: BenchOptions) => Promise<BenchResult>>;
type BenchName = keyof typeof benches;
const benchNames = Object.keys(benches) as BenchName[];
const engineNames: readonly Engine[] = ['postgresql', 'pglite'];
const sizeNames: readonly DataSize[] = ['empty', 'demo'];

function parseArgs(argv: readonly string[]): { only: BenchName[]; options: BenchOptions } {
  let only = benchNames;
  let engines = engineNames;
  let sizes = sizeNames;
  let quick = false;
  let projections: string[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--quick') quick = true;
    else if (flag === '--only') {
      const names = value().split(',').filter(Boolean);
      const unknown = names.filter((n) => !benchNames.includes(n as BenchName));
      if (unknown.length) throw new Error(`unknown benchmark(s) ${unknown.join(', ')}; known: ${benchNames.join(', ')}`);
      only = names as BenchName[];
    } else if (flag === '--engines') {
      const names = value().split(',').filter(Boolean);
      const unknown = names.filter((n) => !engineNames.includes(n as Engine));
      if (unknown.length) throw new Error(`unknown engine(s) ${unknown.join(', ')}; known: ${engineNames.join(', ')}`);
      engines = names as Engine[];
    } else if (flag === '--sizes') {
      const names = value().split(',').filter(Boolean);
      const unknown = names.filter((n) => !sizeNames.includes(n as DataSize));
      if (unknown.length) throw new Error(`unknown size(s) ${unknown.join(', ')}; known: ${sizeNames.join(', ')}`);
      sizes = names as DataSize[];
    } else if (flag === '--projections') projections = value().split(',').filter(Boolean);
    else throw new Error(`unknown argument ${arg}; use --only ${benchNames.join(',')} --quick --engines ${engineNames.join(',')} --sizes ${sizeNames.join(',')} --projections <names>`);
  }
  return { only, options: { quick, engines, sizes, ...(projections ? { projections } : {}) } };
}

type CpuReading = { at: number; machine: CpuSample | null; self: number; postgres: number | null };

const cpuReading = async (): Promise<CpuReading> => {
  const usage = process.cpuUsage();
  return { at: performance.now(), machine: await machineCpu(), self: (usage.user + usage.system) / 1e6, postgres: await processCpuSeconds('postgres') };
};

// Cores the rest of the machine kept busy between two readings: load that is not this benchmark's.
function otherCores(a: CpuReading, b: CpuReading): number | null {
  const busy = busyShare(a.machine, b.machine);
  if (busy === null || a.postgres === null || b.postgres === null) return null;
  const seconds = (b.at - a.at) / 1000;
  const ours = (b.self - a.self + (b.postgres - a.postgres)) / seconds;
  return Math.round(Math.max(0, busy * os.availableParallelism() - ours) * 100) / 100;
}

async function main(): Promise<number> {
  const { only, options } = parseArgs(process.argv.slice(2));
  // the latency benchmark registers users: the test-strength hash keeps that out of the measurement
  process.env.ARGON2_FAST ??= '1';
  const url = new URL(serverUrl());
  const machine = {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    postgres: await serverVersion(),
    postgresSettings: await serverSettings(['shared_buffers', 'synchronous_commit', 'fsync', 'wal_level', 'max_connections']),
    server: `${url.hostname}:${url.port || 5432}`,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  progress(`machine: ${machine.nproc} cores, ${machine.memoryGiB} GiB, node ${machine.node}, PostgreSQL ${machine.postgres}, load ${machine.loadAverageAtStart.join(' ')}`);

  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const failures: Record<string, string> = {};
  const started = Date.now();
  const interference: Record<string, number | null> = {};
  for (const name of only) {
    const t0 = Date.now();
    const before = await cpuReading();
    try {
      const result = await benches[name](options);
      figures.push(...result.figures);
      interference[name] = otherCores(before, await cpuReading());
      details[name] = { ...result.details, wallSeconds: (Date.now() - t0) / 1000, otherCpuCores: interference[name] };
    } catch (error) {
      // one broken benchmark must not hide the others' figures
      failures[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      progress(`${name} failed: ${failures[name]}`);
    }
  }

  const report = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    startedAt: new Date(started).toISOString(),
    wallSeconds: (Date.now() - started) / 1000,
    options: { only, ...options },
    machine: { ...machine, loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    otherCpuCores: interference,
    // seconds npm start's server took to seed the demo each measurement at the demo's size copies
    demoBuildSeconds: await demoBuildSeconds(),
    figures,
    failures,
    details,
  };
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(formatTable(figures));
  console.log(
    `\nCPU used by other processes on this machine meanwhile (cores of ${machine.nproc}): ${Object.entries(interference)
      .map(([name, cores]) => `${name} ${cores ?? 'n/a'}`)
      .join(', ')}`,
  );
  const notes = figures.filter((f) => f.note);
  if (notes.length) console.log(`\n${notes.map((f) => `${f.bench} ${f.engine} ${f.metric.trim()}: ${f.note}`).join('\n')}`);
  console.log(
    `\n${options.quick ? 'QUICK run (smaller sizes; not the recorded figures). ' : ''}` +
      `${machine.nproc} cores, PostgreSQL ${machine.postgres}, node ${machine.node}; load average ${machine.loadAverageAtStart.join('/')} → ${report.machine.loadAverageAtEnd.join('/')}; ${report.wallSeconds.toFixed(0)} s.`,
  );
  console.log(`Details: ${path.relative(process.cwd(), file)}`);
  for (const [name, message] of Object.entries(failures)) console.log(`\n${name} FAILED:\n${message}`);
  return Object.keys(failures).length ? 1 : 0;
}

// Ctrl-C skips the finally blocks: drop this run's databases before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    progress(`${signal}: dropping this run's databases`);
    void removeDemoTemplates()
      .catch(() => undefined)
      .then(dropLiveDatabases)
      .finally(() => process.exit(130));
  });

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await removeDemoTemplates().catch(() => undefined);
  await dropLiveDatabases();
}
process.exit(exitCode);
