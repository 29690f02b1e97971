import { sql } from 'kysely';
import type { EventStore, RecordedEvent } from '../../contracts/core/event-store';
import { EventDecodeError } from '../../contracts/core/events';
import { START, type Position } from '../../contracts/core/position';
import { decode, type DecodedEvent } from '../../contracts/events';
import { parkEvent, positionEngineOf, type ParkedEvent } from './checkpoint';
import { applyEvent, handledTypes, silentOutbox, type Db, type Projection } from './projection';

export type RebuildResult = { projection: string; events: number; handled: number; parked: number; ms: number; position: Position };
export type RebuildProgress = { events: number; ms: number };

type Target = {
  projection: Projection;
  schema: string;
  handles: ReadonlySet<string>;
  handled: number;
  parked: Omit<ParkedEvent, 'parkedAt'>[];
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Builds read models from position 0 into tables in fresh schemas, in one pass over the log for all
// of them, then creates their secondary indexes and swaps each in with its checkpoint in one
// transaction. Batches go through a projection's batch form when it has one. An event that cannot
// be applied is set aside (as the runner does) rather than failing the whole rebuild. The caller
// holds the projections' locks.
export async function rebuildProjections(
  store: EventStore,
  db: Db,
  projections: readonly Projection[],
  options: { batchSize?: number; onProgress?: (progress: RebuildProgress) => void } = {},
): Promise<RebuildResult[]> {
  const batchSize = options.batchSize ?? 5000;
  const started = performance.now();
  const stamp = Date.now().toString(36);
  const targets: Target[] = projections.map((projection) => ({
    projection,
    schema: `rebuild_${projection.name.replace(/\W/g, '_')}_${stamp}`,
    handles: handledTypes(projection),
    handled: 0,
    parked: [],
  }));
  try {
    for (const target of targets) {
      await sql`CREATE SCHEMA ${sql.id(target.schema)}`.execute(db);
      await inSchema(db, target.schema, (trx) => target.projection.createTables(trx));
    }
    const wanted = new Set(targets.flatMap((t) => [...t.handles]));
    let after: Position = START;
    let events = 0;
    let next = store.readAll({ after, maxCount: batchSize });
    for (;;) {
      const batch = await next;
      if (!batch.length) break;
      after = batch.at(-1)!.position;
      // the next batch is read while this one is applied
      next = store.readAll({ after, maxCount: batchSize });
      next.catch(() => undefined);
      const decoded = decodeBatch(batch, wanted);
      // each projection writes its own schema in its own transaction: on a server they run side by
      // side on the pool's connections (the embedded engine takes them in turn)
      const applied = await Promise.allSettled(targets.map((target) => applyToTarget(db, target, batch, decoded)));
      const failed = applied.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      events += batch.length;
      options.onProgress?.({ events, ms: performance.now() - started });
    }
    for (const target of targets) if (target.projection.createIndexes) await inSchema(db, target.schema, target.projection.createIndexes);
    for (const target of targets) await swapIn(db, target, after, positionEngineOf(store.engine));
    const ms = performance.now() - started;
    return targets.map((t) => ({ projection: t.projection.name, events, handled: t.handled, parked: t.parked.length, ms, position: after }));
  } catch (error) {
    for (const target of targets) await sql`DROP SCHEMA IF EXISTS ${sql.id(target.schema)} CASCADE`.execute(db).catch(() => undefined);
    throw error;
  }
}

export const rebuildProjection = async (store: EventStore, db: Db, projection: Projection): Promise<RebuildResult> =>
  (await rebuildProjections(store, db, [projection]))[0]!;

// Decoded once for every projection, and only the types some projection handles; an event that
// does not decode is kept as its error.
function decodeBatch(batch: readonly RecordedEvent[], wanted: ReadonlySet<string>): Map<RecordedEvent, DecodedEvent | EventDecodeError | null> {
  const decoded = new Map<RecordedEvent, DecodedEvent | EventDecodeError | null>();
  for (const event of batch) {
    if (!wanted.has(event.type)) continue;
    try {
      decoded.set(event, decode(event));
    } catch (error) {
      decoded.set(event, error instanceof EventDecodeError ? error : new EventDecodeError(event.type, event.position, errorText(error)));
    }
  }
  return decoded;
}

async function applyToTarget(db: Db, target: Target, batch: readonly RecordedEvent[], decoded: Map<RecordedEvent, DecodedEvent | EventDecodeError | null>) {
  const relevant = batch.filter((e) => target.handles.has(e.type));
  if (!relevant.length) return;
  const park = (event: RecordedEvent, error: unknown) =>
    target.parked.push({ projection: target.projection.name, position: event.position, eventId: event.id, eventType: event.type, streamId: event.streamId, error: errorText(error), attempts: 1 });
  const good: DecodedEvent[] = [];
  for (const event of relevant) {
    const d = decoded.get(event);
    if (d instanceof EventDecodeError) park(event, d);
    else if (d) good.push(d);
  }
  target.handled += good.length;
  const { projection, schema } = target;
  try {
    await inSchema(db, schema, async (into) => {
      if (projection.applyBatch) await projection.applyBatch(into, good, silentOutbox);
      else for (const event of good) await applyEvent(projection, into, event);
    });
  } catch {
    // find the event that fails: one savepoint per event, the rest still applied
    await inSchema(db, schema, async (trx) => {
      const into = trx;
      for (const [i, event] of good.entries()) {
        await sql`SAVEPOINT ${sql.id(`e${i}`)}`.execute(trx);
        try {
          await applyEvent(projection, into, event);
          await sql`RELEASE SAVEPOINT ${sql.id(`e${i}`)}`.execute(trx);
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT ${sql.id(`e${i}`)}`.execute(trx);
          const recorded = relevant.find((r) => r.position === event.position)!;
          park(recorded, error);
        }
      }
    });
  }
}

// A transaction whose unqualified table names resolve to the rebuild schema first: handlers and
// batch forms write there without knowing about it, raw SQL included.
async function inSchema(db: Db, schema: string, work: (trx: Db) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('search_path', quote_ident(${schema}) || ', public', true)`.execute(trx);
    await work(trx);
  });
}

async function swapIn(db: Db, target: Target, position: Position, engine: string) {
  const { projection, schema } = target;
  await db.transaction().execute(async (trx) => {
    for (const table of projection.tables) {
      await sql`DROP TABLE IF EXISTS public.${sql.id(table)} CASCADE`.execute(trx);
      await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA public`.execute(trx);
    }
    await sql`INSERT INTO projection_checkpoint (name, version, position, engine, replay_requested_at)
      VALUES (${projection.name}, ${projection.version}, ${position}::numeric, ${engine}, NULL)
      ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position, engine = excluded.engine,
        replay_requested_at = NULL, updated_at = now()`.execute(trx);
    await sql`DELETE FROM projection_parked_event WHERE projection = ${projection.name}`.execute(trx);
    for (const parked of target.parked) await parkEvent(trx, parked);
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(trx);
  });
}
