import { EventEmitter } from 'node:events';
import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { comparePositions, START, type Position } from '../../contracts/core/position';
import type { Publish } from '../../contracts/live';
import { advanceCheckpoint, createCheckpointTable, ensureCheckpoint, readCheckpoint } from './checkpoint';
import type { Projection, ProjectionEngine } from './projection';
import { rebuildProjection } from './rebuild';

export type RunnerLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type RunnerOptions = {
  store: EventStore;
  engine: ProjectionEngine;
  projections: readonly Projection[];
  publish: Publish;
  batchSize?: number;
  // fallback when a wake-up is missed
  pollIntervalMs?: number;
  log?: RunnerLog;
};

export type BatchObserver = (projection: string, events: RecordedEvent[], ms: number) => void;

export type ProjectionRunner = {
  start(): Promise<void>;
  stop(): Promise<void>;
  // resolves true once every named projection (all by default) has passed position, false on timeout
  waitFor(position: Position, timeoutMs: number, names?: readonly string[]): Promise<boolean>;
  positions(): ReadonlyMap<string, Position>;
  onBatch(observer: BatchObserver): void;
};

class CheckpointMoved extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent: RunnerLog = { info: () => undefined, error: () => undefined };

export function createProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { store, engine, projections, publish } = options;
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const log = options.log ?? silent;
  const checkpoints = new Map<string, Position>();
  const advanced = new EventEmitter().setMaxListeners(0);
  const observers: BatchObserver[] = [];
  const loops: Promise<void>[] = [];
  let stopped = false;
  // set on every wake-up; a loop clears it before reading so no wake-up is lost
  const dirty = new Map<string, boolean>();
  const wakers = new Map<string, () => void>();
  let unsubscribe: (() => void) | null = null;

  const wakeAll = () => {
    for (const p of projections) {
      dirty.set(p.name, true);
      wakers.get(p.name)?.();
    }
  };

  const idle = (name: string) =>
    new Promise<void>((resolve) => {
      if (dirty.get(name) || stopped) return resolve();
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });

  async function processBatch(projection: Projection): Promise<number> {
    const after = checkpoints.get(projection.name) ?? START;
    const batch = await store.readAll({ after, maxCount: batchSize });
    if (!batch.length) return 0;
    const started = performance.now();
    const last = batch.at(-1)!.position;
    const relevant = batch.filter((e) => projection.handlers[e.type]);
    await engine.db.transaction().execute(async (trx) => {
      for (const event of relevant) await projection.handlers[event.type]!(trx, event);
      if (!(await advanceCheckpoint(trx, projection.name, after, last))) throw new CheckpointMoved();
    });
    checkpoints.set(projection.name, last);
    if (relevant.length && projection.push) {
      try {
        await projection.push(relevant, publish, engine.db);
      } catch (error) {
        log.error({ err: error, projection: projection.name }, 'live push failed');
      }
    }
    const ms = performance.now() - started;
    for (const observe of observers) observe(projection.name, relevant, ms);
    advanced.emit('advanced');
    return batch.length;
  }

  async function prepare(projection: Projection): Promise<void> {
    const existing = await readCheckpoint(engine.db, projection.name);
    if (existing && existing.version !== projection.version) {
      log.info({ projection: projection.name, from: existing.version, to: projection.version }, 'projection version changed: rebuilding');
      const result = await rebuildProjection(store, engine.db, projection);
      log.info({ ...result }, 'projection rebuilt');
    } else {
      await projection.createTables(engine.db);
    }
    const row = await ensureCheckpoint(engine.db, projection.name, projection.version);
    checkpoints.set(projection.name, row.position);
  }

  async function run(projection: Projection): Promise<void> {
    let lock: { release: () => Promise<void> } | null = null;
    while (!stopped && !(lock = await engine.tryLock(`projection:${projection.name}`))) await sleep(2000);
    if (!lock) return;
    try {
      await prepare(projection);
      let failures = 0;
      while (!stopped) {
        dirty.set(projection.name, false);
        let read = 0;
        try {
          read = await processBatch(projection);
          failures = 0;
        } catch (error) {
          if (error instanceof CheckpointMoved) {
            const row = await readCheckpoint(engine.db, projection.name);
            if (row) checkpoints.set(projection.name, row.position);
            continue;
          }
          failures++;
          log.error({ err: error, projection: projection.name, failures }, 'projection batch failed; retrying');
          await sleep(Math.min(50 * 2 ** failures, 5000));
          continue;
        }
        if (read < batchSize) await idle(projection.name);
      }
    } finally {
      await lock.release();
    }
  }

  return {
    async start() {
      await createCheckpointTable(engine.db);
      unsubscribe = store.subscribe(wakeAll);
      for (const projection of projections) loops.push(run(projection));
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      for (const wake of wakers.values()) wake();
      await Promise.allSettled(loops);
    },
    waitFor(position, timeoutMs, names = projections.map((p) => p.name)) {
      const passed = () => names.every((n) => comparePositions(checkpoints.get(n) ?? START, position) >= 0);
      if (passed()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const check = () => {
          if (!passed()) return;
          finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        function finish(ok: boolean) {
          clearTimeout(timer);
          advanced.off('advanced', check);
          resolve(ok);
        }
        advanced.on('advanced', check);
      });
    },
    positions: () => checkpoints,
    onBatch(observer) {
      observers.push(observer);
    },
  };
}
