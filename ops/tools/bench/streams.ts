import type { EventStore } from '../../../contracts/core/event-store';
import { eventRegistry } from '../../../contracts/events';
import { foldOnto } from '../../../command/core/folded-streams';
import { loadStream } from '../../../command/core/handle-command';
import { jobUpdateDecider } from '../../../command/marketplace/jobs/decide-job';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { migrate } from '../../db/migrations';
import { openEventStore } from '../../event-store/open-event-store';
import { createVault, withPersonalData } from '../../event-store/personal-data';
import { migrations } from '../../registry';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { roundSummary, seededRandom, summarize, type Summary } from './support/stats';
import { jobInfo } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// What a command pays to load a job's stream as the stream grows: the state kept from the last
// command plus the events appended since (what commands do), beside reading and folding the whole
// stream (what every command did before states were kept). Each timed load follows one appended
// edit, as in a run of edits to the same job; the job's phone is sealed, as the app stores it.
const LENGTHS = [10, 100, 1000];
const QUICK_LENGTHS = [10, 300];
const LOADS = 100;
const QUICK_LOADS = 30;

// a stream of `from` events at the first timed load and `to` at the last
type LengthRun = { from: number; to: number; keptMs: Summary; wholeMs: Summary };

async function onStore(store: EventStore, lengths: readonly number[], loads: number): Promise<LengthRun[]> {
  const rng = seededRandom(5);
  const runs: LengthRun[] = [];
  for (const length of lengths) {
    const jobId = `streams-${length}-${Date.now().toString(36)}`;
    const streamId = `job-${jobId}`;
    const ownerId = `owner-${length}`;
    const metadata = { correlationId: 'bench', userId: ownerId };
    const at = () => new Date().toISOString();
    const edit = () => ({ type: 'JobUpdated', data: { jobId, changes: { ...jobInfo(rng), phone: '+972-54-000-0000' }, updatedAt: at() }, metadata });
    const job = { ...jobInfo(rng), phone: '+972-54-000-0000' };
    await store.append(streamId, [{ type: 'JobCreated', data: { jobId, ownerId, job, status: 'A', createdAt: at() }, metadata }], { expectedVersion: 'no_stream' });
    for (let version = 0; version < length - 1; version += 100) {
      const count = Math.min(100, length - 1 - version);
      await store.append(streamId, Array.from({ length: count }, edit), { expectedVersion: version });
    }
    let version = length - 1;
    // the first load of a process folds the whole stream once
    await loadStream(store, streamId, jobUpdateDecider);
    const kept: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < loads; i++) {
      await store.append(streamId, [edit()], { expectedVersion: version++ });
      let t0 = performance.now();
      const loaded = await loadStream(store, streamId, jobUpdateDecider);
      kept.push(performance.now() - t0);
      t0 = performance.now();
      const folded = foldOnto(streamId, { state: jobUpdateDecider.initialState, version: -1 }, await store.readStream(streamId), jobUpdateDecider);
      whole.push(performance.now() - t0);
      if (loaded.version !== folded.version) throw new Error(`kept state at ${loaded.version}, the whole stream at ${folded.version}`);
    }
    runs.push({ from: length + 1, to: version + 1, keptMs: roundSummary(summarize(kept)), wholeMs: roundSummary(summarize(whole)) });
    progress(`streams: ${length} events: kept p50 ${runs.at(-1)!.keptMs.p50} ms, whole p50 ${runs.at(-1)!.wholeMs.p50} ms`);
  }
  return runs;
}

async function onEngine(engine: SqlEngine, lengths: readonly number[], loads: number): Promise<LengthRun[]> {
  await migrate(engine.db, migrations);
  const store = withPersonalData(await openEventStore({ engine }), createVault(engine.db), eventRegistry);
  try {
    return await onStore(store, lengths, loads);
  } finally {
    await store.close();
  }
}

const figuresFor = (engine: Engine, runs: readonly LengthRun[]): Figure[] =>
  runs.map((run) =>
    figure({
      bench: 'streams',
      engine,
      metric: `load a job stream of ${run.from}–${run.to} events after one edit, p50`,
      value: run.keptMs.p50,
      unit: 'ms',
      baseline: { label: 'read + fold the whole stream, p50', value: run.wholeMs.p50, unit: 'ms' },
    }),
  );

export async function runStreams(options: BenchOptions): Promise<BenchResult> {
  const lengths = options.quick ? QUICK_LENGTHS : LENGTHS;
  const loads = options.quick ? QUICK_LOADS : LOADS;
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { lengths, loads };
  if (options.engines.includes('postgresql')) {
    const runs = await withBenchDatabase('streams', async (url) => {
      const engine = await openPostgres(url);
      try {
        return await onEngine(engine, lengths, loads);
      } finally {
        await engine.close();
      }
    });
    figures.push(...figuresFor('postgresql', runs));
    details.postgresql = runs;
  }
  if (options.engines.includes('pglite')) {
    const engine = await openPGlite();
    try {
      const runs = await onEngine(engine, lengths, loads);
      figures.push(...figuresFor('pglite', runs));
      details.pglite = runs;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}
