import { sql } from 'kysely';
import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { EventDecodeError } from '../../contracts/core/events';
import { comparePositions, START, type Position } from '../../contracts/core/position';
import { decode, type DecodedEvent } from '../../contracts/events';
import type { Publish } from '../../contracts/live';
import { advanceCheckpoints, createCheckpointTable, ensureCheckpoint, parkEvent, positionEngineOf, readCheckpoint, replayRequests } from './checkpoint';
import { applyEvent, createOutbox, handledTypes, type Db, type Lane, type LockHandle, type Projection, type ProjectionEngine } from './projection';
import { rebuildProjection } from './rebuild';
import { createTailBuffer, type Available, type TailBuffer } from './tail-buffer';

export type RunnerLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type RunnerOptions = {
  store: EventStore;
  engine: ProjectionEngine;
  projections: readonly Projection[];
  publish: Publish;
  batchSize?: number;
  // fallback when a wake-up is missed
  pollIntervalMs?: number;
  // under load (a read found events less than this long after the previous one), wait this long
  // after a wake-up so that one read carries the events of a burst; an idle runner reads at once
  coalesceMs?: number;
  // a checkpoint advanced only in memory (a batch with nothing for the projection) is written at
  // least this often; replay requests are picked up as often
  maintenanceIntervalMs?: number;
  // the background lane rests this long after a transaction that did work: the first event after
  // a quiet spell is applied at once, a burst's events wait and share one transaction
  backgroundRestMs?: number;
  // how a rest is waited out (a timer; a test holds and ends rests itself instead)
  rest?: (ms: number) => Promise<void>;
  // tries on one event before it is set aside
  maxAttempts?: number;
  // a live projection this many events behind the shared reader goes on reading on its own
  maxBufferedEvents?: number;
  log?: RunnerLog;
};

export type BatchObserver = (projection: string, events: readonly DecodedEvent[], ms: number) => void;

export type ProjectionState = {
  name: string;
  position: Position;
  mode: 'waiting' | 'catching-up' | 'live' | 'retrying' | 'rebuilding';
  // when the projection last had nothing left to read
  caughtUpAt: number | null;
  failures: number;
};

export type ProjectionRunner = {
  start(): Promise<void>;
  stop(): Promise<void>;
  // resolves true once every named projection has passed position, false on timeout
  waitFor(position: Position, timeoutMs: number, names: readonly string[]): Promise<boolean>;
  positions(): ReadonlyMap<string, Position>;
  states(): ProjectionState[];
  onBatch(observer: BatchObserver): void;
};

type Member = {
  projection: Projection;
  handles: ReadonlySet<string>;
  position: Position;
  persisted: Position;
  flushedAt: number;
  lock: LockHandle | null;
  state: ProjectionState;
  // the event that failed last, and how many times
  failing: { position: Position; attempts: number } | null;
};

class CheckpointMoved extends Error {}
// A live batch form failed: which event is not known, so the batch goes through the handlers.
class BatchFormFailed extends Error {
  constructor(
    projection: string,
    override readonly cause: unknown,
  ) {
    super(`${projection} (batch form): ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

class HandlerFailed extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`${event.type} at ${event.position}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

// 25P02: a statement after another one failed in the same transaction; not the cause
const isAbortedTransaction = (error: unknown): boolean => {
  const cause = error instanceof HandlerFailed || error instanceof BatchFormFailed ? error.cause : error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === '25P02';
};

// a read that found events this recently means the log is busy: coalesce the next wake-up
const BUSY_WITHIN_MS = 20;

// Any fixed number: two processes starting at once create each table once.
const TABLES_LOCK = 727_003;

const silent: RunnerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const isAfter = (a: Position, b: Position) => comparePositions(a, b) > 0;

// One runner per process, one reader per runner. The projections it holds that are at the head of
// the log are "live": the runner reads each batch of the log ONCE into a shared tail buffer, and one
// group loop applies the batch for every live projection in ONE transaction that also moves all
// their checkpoints with one statement. A projection that handles none of a batch's events only
// advances in memory (its checkpoint is written with its next batch that has work, or every
// maintenance interval). So a command costs one read and one projection transaction however many
// projections there are. When the group's transaction fails, each projection's part is applied
// alone, so a failing projection only holds itself up. A projection that starts behind, falls too
// far behind the reader, or whose handler fails, reads on its own until it has caught up, then
// joins the group again. After a crash, replaying from the written checkpoint changes nothing:
// every row keeps the position that last wrote it.
export function createProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { store, engine, publish } = options;
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const coalesceMs = options.coalesceMs ?? 1;
  const maintenanceIntervalMs = options.maintenanceIntervalMs ?? 2000;
  const backgroundRestMs = options.backgroundRestMs ?? 100;
  const maxAttempts = options.maxAttempts ?? 5;
  const log = options.log ?? silent;
  const transaction = <T>(work: (db: Db) => Promise<T>): Promise<T> => (engine.transaction ? engine.transaction(work) : engine.db.transaction().execute(work));
  const positionEngine = positionEngineOf(store.engine);
  const members = new Map<string, Member>(
    options.projections.map((projection) => [
      projection.name,
      {
        projection,
        handles: handledTypes(projection),
        position: START,
        persisted: START,
        flushedAt: 0,
        lock: null,
        state: { name: projection.name, position: START, mode: 'waiting', caughtUpAt: null, failures: 0 },
        failing: null,
      },
    ]),
  );
  const observers: BatchObserver[] = [];
  const progressListeners = new Set<() => void>();
  const loops: Promise<void>[] = [];
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let lastReplayCheck = 0;

  // Wake-ups: the store's (new events committed) and the buffer's (new events read) are counted,
  // so a loop that looked before sleeping never misses one that came in between.
  const signals = new Set<() => void>();
  let storeWakes = 0;
  const signalAll = () => {
    for (const signal of [...signals]) signal();
  };
  const sleepUntil = (woken: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped || woken()) return resolve();
      const timer = setTimeout(done, ms);
      function check() {
        if (stopped || woken()) done();
      }
      function done() {
        clearTimeout(timer);
        signals.delete(check);
        resolve();
      }
      signals.add(check);
    });
  const pause = (ms: number) => sleepUntil(() => false, ms);

  const buffer: TailBuffer = createTailBuffer(options.maxBufferedEvents ?? 20_000);

  const progressed = () => {
    for (const listener of [...progressListeners]) listener();
  };
  const setPosition = (member: Member, position: Position) => {
    member.position = position;
    member.state.position = position;
    progressed();
  };
  const owned = (member: Member) => member.lock !== null && !stopped;

  function decodeOne(event: RecordedEvent): DecodedEvent | EventDecodeError | null {
    try {
      return decode(event);
    } catch (error) {
      return error instanceof EventDecodeError ? error : new EventDecodeError(event.type, event.position, String(error));
    }
  }

  // Applies events (all after the member's position) in one transaction with the compare-and-set
  // of the member's checkpoint, then sends the live messages its handlers queued. Nothing to do
  // for the member: the position only moves in memory.
  async function apply(member: Member, events: readonly RecordedEvent[], decoded: (e: RecordedEvent) => DecodedEvent | EventDecodeError | null): Promise<void> {
    if (!events.length) return;
    const last = events.at(-1)!.position;
    const mine = events.filter((e) => member.handles.has(e.type));
    if (!mine.length) {
      setPosition(member, last);
      return;
    }
    const started = performance.now();
    const outbox = createOutbox();
    const handled: DecodedEvent[] = [];
    await transaction(async (trx) => {
      for (const event of mine) {
        const d = decoded(event);
        try {
          if (d instanceof EventDecodeError) throw d;
          if (d) {
            await applyEvent(member.projection, trx, d, outbox);
            handled.push(d);
          }
        } catch (error) {
          throw new HandlerFailed(event, error);
        }
      }
      if (!(await advanceCheckpoints(trx, [{ name: member.projection.name, expected: member.persisted, next: last }]))) throw new CheckpointMoved();
    });
    member.persisted = last;
    member.flushedAt = Date.now();
    setPosition(member, last);
    const ms = performance.now() - started;
    for (const observe of observers) observe(member.projection.name, handled, ms);
    try {
      outbox.send(publish as (room: string, name: string, message: unknown) => void);
    } catch (error) {
      log.error({ err: error, projection: member.projection.name }, 'live push failed');
    }
  }

  // Writes a checkpoint that moved only in memory. Called from the member's own loop, so it never
  // races the member's batches.
  async function flush(member: Member, force = false): Promise<void> {
    if (!owned(member) && !force) return;
    if (!isAfter(member.position, member.persisted)) return;
    if (!force && Date.now() - member.flushedAt < maintenanceIntervalMs) return;
    const next = member.position;
    if (await advanceCheckpoints(engine.db, [{ name: member.projection.name, expected: member.persisted, next }])) {
      member.persisted = next;
      member.flushedAt = Date.now();
    } else await resync(member);
  }

  async function resync(member: Member) {
    const row = await readCheckpoint(engine.db, member.projection.name);
    if (row) {
      member.persisted = row.position;
      setPosition(member, row.position);
    }
  }

  // After maxAttempts on one event: record it and move the checkpoint past it, in one transaction.
  async function park(member: Member, failure: HandlerFailed) {
    const { event } = failure;
    const error = failure.cause instanceof Error ? failure.cause.message : String(failure.cause);
    log.error({ projection: member.projection.name, position: event.position, type: event.type, err: failure.cause }, 'event set aside after repeated failures');
    await transaction(async (trx) => {
      await parkEvent(trx, { projection: member.projection.name, position: event.position, eventId: event.id, eventType: event.type, streamId: event.streamId, error, attempts: member.failing?.attempts ?? maxAttempts });
      if (!(await advanceCheckpoints(trx, [{ name: member.projection.name, expected: member.persisted, next: event.position }]))) throw new CheckpointMoved();
    });
    member.persisted = event.position;
    member.flushedAt = Date.now();
    member.failing = null;
    setPosition(member, event.position);
  }

  async function failed(member: Member, error: unknown): Promise<void> {
    if (error instanceof CheckpointMoved) return resync(member);
    if (!(error instanceof HandlerFailed)) {
      member.state.failures++;
      log.error({ err: error, projection: member.projection.name }, 'projection batch failed; retrying');
      return pause(Math.min(50 * 2 ** member.state.failures, 5000));
    }
    const same = member.failing?.position === error.event.position;
    member.failing = { position: error.event.position, attempts: same ? member.failing!.attempts + 1 : 1 };
    member.state.failures = member.failing.attempts;
    log.warn({ projection: member.projection.name, position: error.event.position, attempts: member.failing.attempts, err: error.cause }, 'projection failed on an event');
    if (member.failing.attempts >= maxAttempts) return park(member, error);
    await pause(Math.min(50 * 2 ** member.failing.attempts, 5000));
  }

  // Live members sit in one group. The group loop hands each batch of the shared buffer to every
  // live member and applies the work of all of them in ONE transaction, with one statement that
  // moves all their checkpoints: a command costs one projection transaction however many
  // projections handle its events. If that transaction fails, each member's part is applied alone
  // (its own transaction), so a failing projection only holds up itself: it leaves the group and
  // retries on its own.
  //
  // Two groups, each with its own loop and transactions: the read models people wait for (a
  // command's answer, a socket message), and the background ones (a history, the reactions'
  // tasks), whose work never lengthens the first group's transaction.
  type Leave = { next: 'solo' | 'replay' | 'stopped'; error?: unknown };
  type Seat = { member: Member; leave: (why: Leave) => void };
  type Seats = Map<string, Seat>;
  const lanes: Record<Lane, Seats> = { live: new Map(), background: new Map() };
  let seated = 0;

  function consume(member: Member): Promise<Leave> {
    member.state.mode = 'live';
    buffer.track(member.projection.name, member.position);
    const seats = lanes[member.projection.lane ?? 'live'];
    return new Promise<Leave>((resolve) => {
      seats.set(member.projection.name, {
        member,
        leave: (why) => {
          seats.delete(member.projection.name);
          buffer.untrack(member.projection.name);
          resolve(why);
        },
      });
      seated++;
      signalAll();
    });
  }

  type Part = { seat: Seat; events: RecordedEvent[]; decoded: Available['decoded']; last: Position; mine: RecordedEvent[] };

  // One live member's share of a group batch, inside the group's transaction. A projection whose
  // batch form also queues its live messages takes the batch whole, even a single event: its
  // statements are few and issued side by side.
  async function applyPart(trx: Db, part: Part): Promise<{ outbox: ReturnType<typeof createOutbox>; done: DecodedEvent[] }> {
    const outbox = createOutbox();
    const done: DecodedEvent[] = [];
    const { projection } = part.seat.member;
    const batchServesLive = projection.liveBatch || (projection.liveBatchFrom !== undefined && part.mine.length >= projection.liveBatchFrom);
    const liveForm = projection.applyLive ?? (batchServesLive ? projection.applyBatch : undefined);
    if (liveForm) {
      for (const event of part.mine) {
        const d = part.decoded(event);
        if (d instanceof EventDecodeError) throw new HandlerFailed(event, d);
        if (d) done.push(d);
      }
      try {
        await liveForm.call(projection, trx, done, outbox);
      } catch (error) {
        throw new BatchFormFailed(projection.name, error);
      }
      return { outbox, done };
    }
    for (const event of part.mine) {
      const d = part.decoded(event);
      try {
        if (d instanceof EventDecodeError) throw d;
        if (d) {
          await applyEvent(projection, trx, d, outbox);
          done.push(d);
        }
      } catch (error) {
        throw new HandlerFailed(event, error);
      }
    }
    return { outbox, done };
  }

  async function applyGroup(parts: readonly Part[]): Promise<void> {
    const busy = parts.filter((p) => p.mine.length);
    // members with nothing in the batch advance in memory; their checkpoints ride along with the
    // group's statement when they are due
    const due = parts.filter((p) => !p.mine.length && Date.now() - p.seat.member.flushedAt >= maintenanceIntervalMs);
    const started = performance.now();
    const outboxes = new Map<Part, ReturnType<typeof createOutbox>>();
    const handled = new Map<Part, DecodedEvent[]>();
    if (busy.length || due.length) {
      const moves = [...busy, ...due].map((p) => ({ name: p.seat.member.projection.name, expected: p.seat.member.persisted, next: p.last }));
      await transaction(async (trx) => {
        // Each projection writes only its own tables, so their parts (and the checkpoints' compare
        // and set) are issued side by side: on a pipelined connection they share round trips. All
        // are awaited before the transaction ends; whichever failed first names the failure.
        const settled = await Promise.allSettled([...busy.map((part) => applyPart(trx, part)), advanceCheckpoints(trx, moves)]);
        const failures = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
        if (failures.length) throw failures.find((f) => !isAbortedTransaction(f)) ?? failures[0];
        if (!(settled.at(-1) as PromiseFulfilledResult<boolean>).value) throw new CheckpointMoved();
        for (const [i, part] of busy.entries()) {
          const { outbox, done } = (settled[i] as PromiseFulfilledResult<{ outbox: ReturnType<typeof createOutbox>; done: DecodedEvent[] }>).value;
          outboxes.set(part, outbox);
          handled.set(part, done);
        }
      });
      for (const part of due) {
        part.seat.member.persisted = part.last;
        part.seat.member.flushedAt = Date.now();
      }
    }
    const ms = performance.now() - started;
    for (const part of parts) {
      const { member } = part.seat;
      if (part.mine.length) {
        member.persisted = part.last;
        member.flushedAt = Date.now();
      }
      setPosition(member, part.last);
      member.state.failures = 0;
    }
    for (const part of busy) {
      for (const observe of observers) observe(part.seat.member.projection.name, handled.get(part)!, ms);
      try {
        outboxes.get(part)!.send(publish as (room: string, name: string, message: unknown) => void);
      } catch (error) {
        log.error({ err: error, projection: part.seat.member.projection.name }, 'live push failed');
      }
    }
  }

  async function groupLoop(seats: Seats, restMs: number): Promise<void> {
    let failures = 0;
    while (!stopped) {
      // what the loop has seen is taken before it looks: events the reader buffers while it looks
      // or writes checkpoints below must wake it, not wait for the poll
      const seen = buffer.head();
      const seatsSeen = seated;
      const parts: Part[] = [];
      for (const seat of [...seats.values()]) {
        const { member } = seat;
        if (!owned(member)) seat.leave({ next: 'stopped' });
        else if (replayWanted.has(member.projection.name)) seat.leave({ next: 'replay' });
        else {
          const available = buffer.after(member.position, batchSize * 4);
          if (available === 'evicted') seat.leave({ next: 'solo' });
          else if (available.events.length) {
            const mine = available.events.filter((e) => member.handles.has(e.type));
            parts.push({ seat, events: available.events, decoded: available.decoded, last: available.events.at(-1)!.position, mine });
          } else member.state.caughtUpAt = Date.now();
        }
      }
      if (!parts.length) {
        for (const seat of [...seats.values()]) await flush(seat.member).catch((error: unknown) => log.warn({ err: error, projection: seat.member.projection.name }, 'writing a checkpoint failed; will retry'));
        const leaving = () => [...seats.values()].some((seat) => !owned(seat.member) || replayWanted.has(seat.member.projection.name));
        await sleepUntil(() => buffer.head() !== seen || seated !== seatsSeen || leaving(), pollIntervalMs);
        continue;
      }
      try {
        await applyGroup(parts);
        failures = 0;
        // under a stream of commands, one transaction per rest instead of one per command: the
        // live lane's transactions (what people wait for) keep the connection and the cores
        if (restMs > 0 && parts.some((p) => p.mine.length)) await (options.rest ?? pause)(restMs);
      } catch (groupError) {
        const projectionFailed = groupError instanceof HandlerFailed || groupError instanceof BatchFormFailed || groupError instanceof CheckpointMoved;
        if (parts.filter((p) => p.mine.length).length <= 1 && !projectionFailed) {
          // the database, not a projection: every member would fail alike; wait and try again
          log.error({ err: groupError }, 'projection batch failed; retrying');
          await pause(Math.min(50 * 2 ** ++failures, 5000));
          continue;
        }
        // apply each member's part alone: the ones that fail leave the group and retry on their own
        for (const part of parts) {
          try {
            await apply(part.seat.member, part.events, part.decoded);
            part.seat.member.state.failures = 0;
          } catch (error) {
            part.seat.leave({ next: 'solo', error });
          }
        }
      }
      for (const part of parts) if (seats.get(part.seat.member.projection.name) === part.seat) buffer.track(part.seat.member.projection.name, part.seat.member.position);
      // the reader may be waiting for the first consumer to need more
      signalAll();
    }
    for (const seat of [...seats.values()]) seat.leave({ next: 'stopped' });
  }

  // A member on its own: catching up from its checkpoint, or retrying an event that failed. Goes
  // back to the buffer once it has nothing left to read that the buffer does not hold.
  async function solo(member: Member): Promise<boolean> {
    member.state.mode = member.failing ? 'retrying' : 'catching-up';
    while (owned(member)) {
      if (!member.failing && buffer.covers(member.position)) return true;
      const seen = storeWakes;
      let batch: RecordedEvent[];
      try {
        batch = await store.readAll({ after: member.position, maxCount: batchSize });
      } catch (error) {
        log.error({ err: error, projection: member.projection.name }, 'reading the log failed; retrying');
        await pause(1000);
        continue;
      }
      if (!batch.length) {
        member.state.caughtUpAt = Date.now();
        await flush(member);
        if (!member.failing) {
          buffer.startAt(member.position);
          signalAll();
          return true;
        }
        await sleepUntil(() => storeWakes !== seen, pollIntervalMs);
        continue;
      }
      // after a failure, the events before the failing one commit on their own first
      const upTo = member.failing ? batch.findIndex((e) => e.position === member.failing!.position) : -1;
      const slice = upTo > 0 ? batch.slice(0, upTo) : batch;
      try {
        await apply(member, slice, decodeOne);
        member.state.failures = 0;
        if (member.failing && !isAfter(member.failing.position, member.position)) member.failing = null;
        await flush(member);
      } catch (error) {
        await failed(member, error);
      }
      if (member.state.mode === 'retrying' && !member.failing) member.state.mode = 'catching-up';
    }
    return false;
  }

  // The shared reader: reads after the last position it buffered when a live member needs more.
  let lastEventsAt = -Infinity;
  async function readerLoop(): Promise<void> {
    while (!stopped) {
      const from = buffer.readFrom();
      if (from === null) {
        // nobody needs more yet: every live projection still has buffered events, or none is live
        await maintain();
        await sleepUntil(() => buffer.readFrom() !== null, pollIntervalMs);
        continue;
      }
      const seen = storeWakes;
      let batch: RecordedEvent[];
      try {
        batch = await store.readAll({ after: from, maxCount: batchSize });
      } catch (error) {
        log.error({ err: error }, 'reading the log failed; retrying');
        await pause(1000);
        continue;
      }
      if (batch.length) {
        buffer.push(from, batch, decodeOne);
        signalAll();
      }
      await maintain();
      if (batch.length) lastEventsAt = performance.now();
      if (batch.length < batchSize) {
        await sleepUntil(() => storeWakes !== seen, pollIntervalMs);
        // a burst of commits wakes us many times: under load, let it land and read it at once
        const busy = performance.now() - lastEventsAt < BUSY_WITHIN_MS;
        if (busy && coalesceMs > 0 && !stopped) await new Promise((r) => setTimeout(r, coalesceMs));
      }
    }
  }

  // Replay requests for projections this runner holds; the member's own loop does the rebuild.
  async function maintain() {
    if (Date.now() - lastReplayCheck < maintenanceIntervalMs) return;
    lastReplayCheck = Date.now();
    const names = [...members.values()].filter((m) => m.lock && m.state.mode !== 'rebuilding').map((m) => m.projection.name);
    for (const name of await replayRequests(engine.db, names).catch(() => [])) replayWanted.add(name);
    if (replayWanted.size) signalAll();
  }
  const replayWanted = new Set<string>();

  async function replay(member: Member) {
    if (member.projection.startsAt === 'head') {
      log.warn({ projection: member.projection.name }, 'a consumer of effects is never replayed: the request is ignored');
      return;
    }
    member.state.mode = 'rebuilding';
    try {
      log.info({ projection: member.projection.name }, 'replaying projection from the start of the log');
      const result = await rebuildProjection(store, engine.db, member.projection);
      log.info({ ...result }, 'projection replayed');
      member.persisted = result.position;
      member.flushedAt = Date.now();
      member.failing = null;
      setPosition(member, result.position);
    } catch (error) {
      log.error({ err: error, projection: member.projection.name }, 'replay failed; continuing from the checkpoint');
    }
  }

  // A member's life while this runner holds its lock: solo until caught up, then live; back to solo
  // after a failure or when it fell behind; a rebuild when a replay is asked for.
  async function run(member: Member): Promise<void> {
    while (owned(member)) {
      if (replayWanted.delete(member.projection.name)) await replay(member);
      if (!(await solo(member))) return;
      if (replayWanted.has(member.projection.name)) continue;
      const left = await consume(member);
      if (left.error !== undefined) await failed(member, left.error);
      if (left.next === 'stopped') return;
    }
  }

  async function prepare(member: Member): Promise<void> {
    const { projection } = member;
    const existing = await readCheckpoint(engine.db, projection.name);
    if (!existing && projection.startsAt === 'head') {
      await projection.createTables(engine.db);
      await ensureCheckpoint(engine.db, projection.name, projection.version, positionEngine, await store.headPosition());
    } else if (existing && existing.version !== projection.version && projection.startsAt !== 'head') {
      member.state.mode = 'rebuilding';
      log.info({ projection: projection.name, from: existing.version, to: projection.version }, 'projection version changed: rebuilding');
      log.info({ ...(await rebuildProjection(store, engine.db, projection)) }, 'projection rebuilt');
    } else {
      await projection.createTables(engine.db);
      await projection.createIndexes?.(engine.db);
    }
    const row = await ensureCheckpoint(engine.db, projection.name, projection.version, positionEngine);
    member.persisted = row.position;
    member.flushedAt = Date.now();
    setPosition(member, row.position);
  }

  async function own(member: Member): Promise<void> {
    while (!stopped) {
      // the database may be down (a restart): keep trying, it comes back
      const lock = await engine.tryLock(`projection:${member.projection.name}`).catch((error: unknown) => {
        log.warn({ err: error, projection: member.projection.name }, 'could not ask for the projection lock; trying again');
        return null;
      });
      if (!lock) {
        await pause(2000);
        continue;
      }
      member.lock = lock;
      void lock.lost.then(() => {
        if (member.lock !== lock) return;
        log.warn({ projection: member.projection.name }, 'lost the projection lock; waiting to take it again');
        member.lock = null;
        member.state.mode = 'waiting';
        signalAll();
        if (!stopped) loops.push(own(member));
      });
      try {
        await prepare(member);
      } catch (error) {
        log.error({ err: error, projection: member.projection.name }, 'projection could not start');
        member.lock = null;
        await lock.release();
        await pause(5000);
        continue;
      }
      return run(member);
    }
  }

  return {
    async start() {
      // two processes starting at once would race on CREATE TABLE IF NOT EXISTS (it is not safe
      // against a concurrent create): one at a time
      await engine.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${TABLES_LOCK})`.execute(trx);
        await createCheckpointTable(trx);
      });
      for (const member of members.values()) {
        const existing = await readCheckpoint(engine.db, member.projection.name);
        if (existing && existing.engine !== positionEngine)
          throw new Error(
            `Projection ${member.projection.name} has a checkpoint of the ${existing.engine} event store, but the events now come from ${positionEngine}: rebuild the read models (npm run projections:rebuild) or point EVENTSTORE_URL back`,
          );
        // the tables exist before the first request, whichever process ends up running the
        // projection (a changed version is rebuilt by the lock holder instead)
        if (!existing || existing.version === member.projection.version)
          await engine.db.transaction().execute(async (trx) => {
            await sql`SELECT pg_advisory_xact_lock(${TABLES_LOCK})`.execute(trx);
            await member.projection.createTables(trx);
            await member.projection.createIndexes?.(trx);
          });
      }
      unsubscribe = store.subscribe(() => {
        storeWakes++;
        signalAll();
      });
      loops.push(readerLoop());
      loops.push(groupLoop(lanes.live, 0), groupLoop(lanes.background, backgroundRestMs));
      for (const member of members.values()) loops.push(own(member));
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      signalAll();
      // loops may add loops (a lost lock re-acquired) while they settle
      for (let settled = 0; settled < loops.length; ) {
        const pending = loops.slice(settled);
        settled = loops.length;
        await Promise.allSettled(pending);
      }
      for (const member of members.values()) {
        if (member.lock) await flush(member, true).catch(() => undefined);
        const lock = member.lock;
        member.lock = null;
        await lock?.release();
      }
    },
    waitFor(position, timeoutMs, names) {
      const passed = () => names.every((n) => !isAfter(position, members.get(n)?.position ?? START));
      if (passed()) return Promise.resolve(true);
      return new Promise((resolve) => {
        const check = () => {
          if (passed()) finish(true);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        function finish(ok: boolean) {
          clearTimeout(timer);
          progressListeners.delete(check);
          resolve(ok);
        }
        progressListeners.add(check);
      });
    },
    positions: () => new Map([...members.values()].map((m) => [m.projection.name, m.position])),
    states: () => [...members.values()].map((m) => ({ ...m.state })),
    onBatch(observer) {
      observers.push(observer);
    },
  };
}
