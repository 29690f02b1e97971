import { sql } from 'kysely';
import { START, type Position } from '../../contracts/core/position';
import type { Db } from './projection';

// The event store a position belongs to: the SQL log (PostgreSQL or PGlite, same encoding) or
// EventStoreDB. A checkpoint written against one must never be read as a position of the other.
export type PositionEngine = 'sql' | 'eventstoredb';
export const positionEngineOf = (storeEngine: 'postgresql' | 'pglite' | 'eventstoredb'): PositionEngine =>
  storeEngine === 'eventstoredb' ? 'eventstoredb' : 'sql';

export async function createCheckpointTable(db: Db): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS projection_checkpoint (
    name text PRIMARY KEY,
    version integer NOT NULL DEFAULT 0,
    position numeric(40, 0) NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // added after the first release; existing databases get them here
  await sql`ALTER TABLE projection_checkpoint ADD COLUMN IF NOT EXISTS engine text NOT NULL DEFAULT 'sql'`.execute(db);
  await sql`ALTER TABLE projection_checkpoint ADD COLUMN IF NOT EXISTS replay_requested_at timestamptz`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS projection_parked_event (
    projection text NOT NULL,
    position numeric(40, 0) NOT NULL,
    event_id text NOT NULL,
    event_type text NOT NULL,
    stream_id text NOT NULL,
    error text NOT NULL,
    attempts integer NOT NULL,
    parked_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (projection, position)
  )`.execute(db);
}

export type CheckpointRow = { position: Position; version: number; engine: PositionEngine };

export async function readCheckpoint(db: Db, name: string): Promise<CheckpointRow | null> {
  const row = await sql<CheckpointRow>`SELECT position::text AS position, version, engine FROM projection_checkpoint WHERE name = ${name}`.execute(db);
  return row.rows[0] ?? null;
}

export async function ensureCheckpoint(db: Db, name: string, version: number, engine: PositionEngine, from: Position = START): Promise<CheckpointRow> {
  await sql`INSERT INTO projection_checkpoint (name, version, position, engine) VALUES (${name}, ${version}, ${from}::numeric, ${engine})
    ON CONFLICT (name) DO NOTHING`.execute(db);
  return (await readCheckpoint(db, name)) ?? { position: START, version, engine };
}

export type CheckpointMove = { name: string; expected: Position; next: Position };

// Compare-and-set of several checkpoints in one statement: true only when every one of them was
// still where the caller last saw it (zero or fewer rows → someone else moved one; roll back).
export async function advanceCheckpoints(db: Db, moves: readonly CheckpointMove[]): Promise<boolean> {
  if (!moves.length) return true;
  const values = sql.join(moves.map((m) => sql`(${m.name}::text, ${m.expected}::numeric, ${m.next}::numeric)`));
  const result = await sql`UPDATE projection_checkpoint AS c SET position = v.next, updated_at = now()
    FROM (VALUES ${values}) AS v(name, expected, next)
    WHERE c.name = v.name AND c.position = v.expected`.execute(db);
  return Number(result.numAffectedRows ?? 0n) === moves.length;
}

export type CheckpointStatus = { name: string; position: Position; version: number; updatedAt: Date; replayRequested: boolean };

export async function readAllCheckpoints(db: Db): Promise<Map<string, CheckpointStatus>> {
  const rows = await sql<{ name: string; position: string; version: number; updated_at: Date | string; replay_requested_at: Date | null }>`
    SELECT name, position::text AS position, version, updated_at, replay_requested_at FROM projection_checkpoint`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.name,
      { name: r.name, position: r.position, version: r.version, updatedAt: new Date(r.updated_at), replayRequested: r.replay_requested_at !== null },
    ]),
  );
}

export type ParkedEvent = { projection: string; position: Position; eventId: string; eventType: string; streamId: string; error: string; attempts: number; parkedAt: string };

// Sets an event aside and moves the checkpoint past it, in the caller's transaction.
export async function parkEvent(db: Db, parked: Omit<ParkedEvent, 'parkedAt'>): Promise<void> {
  await sql`INSERT INTO projection_parked_event (projection, position, event_id, event_type, stream_id, error, attempts)
    VALUES (${parked.projection}, ${parked.position}::numeric, ${parked.eventId}, ${parked.eventType}, ${parked.streamId}, ${parked.error.slice(0, 2000)}, ${parked.attempts})
    ON CONFLICT (projection, position) DO UPDATE SET error = excluded.error, attempts = excluded.attempts, parked_at = now()`.execute(db);
}

export async function readParkedEvents(db: Db, projection?: string): Promise<ParkedEvent[]> {
  const rows = await sql<{ projection: string; position: string; event_id: string; event_type: string; stream_id: string; error: string; attempts: number; parked_at: Date | string }>`
    SELECT projection, position::text AS position, event_id, event_type, stream_id, error, attempts, parked_at FROM projection_parked_event
    WHERE ${projection ?? null}::text IS NULL OR projection = ${projection ?? null}
    ORDER BY projection, position`.execute(db);
  return rows.rows.map((r) => ({
    projection: r.projection,
    position: r.position,
    eventId: r.event_id,
    eventType: r.event_type,
    streamId: r.stream_id,
    error: r.error,
    attempts: r.attempts,
    parkedAt: new Date(r.parked_at).toISOString(),
  }));
}

// Asks whichever process runs the projection to rebuild it (once its handler is fixed): the
// runner sees the request on its next maintenance tick.
export async function requestReplay(db: Db, projection: string): Promise<boolean> {
  const result = await sql`UPDATE projection_checkpoint SET replay_requested_at = now() WHERE name = ${projection}`.execute(db);
  return Number(result.numAffectedRows ?? 0n) === 1;
}

export async function replayRequests(db: Db, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await sql<{ name: string }>`SELECT name FROM projection_checkpoint
    WHERE replay_requested_at IS NOT NULL AND name = ANY(${[...names]}::text[])`.execute(db);
  return rows.rows.map((r) => r.name);
}
