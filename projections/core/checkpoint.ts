import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import { START, type Position } from '../../contracts/core/position';

export async function createCheckpointTable(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS projection_checkpoint (
    name text PRIMARY KEY,
    version integer NOT NULL DEFAULT 0,
    position numeric(40, 0) NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export type CheckpointRow = { position: Position; version: number };

export async function readCheckpoint(db: Kysely<Database>, name: string): Promise<CheckpointRow | null> {
  const row = await sql<{ position: string; version: number }>`SELECT position::text AS position, version FROM projection_checkpoint WHERE name = ${name}`.execute(db);
  return row.rows[0] ?? null;
}

export async function ensureCheckpoint(db: Kysely<Database>, name: string, version: number): Promise<CheckpointRow> {
  await sql`INSERT INTO projection_checkpoint (name, version, position) VALUES (${name}, ${version}, 0) ON CONFLICT (name) DO NOTHING`.execute(db);
  return (await readCheckpoint(db, name)) ?? { position: START, version };
}

// Compare-and-set: only moves when nobody else moved it since `expected` was read.
export async function advanceCheckpoint(db: Kysely<Database>, name: string, expected: Position, next: Position): Promise<boolean> {
  const result = await sql`UPDATE projection_checkpoint SET position = ${next}::numeric, updated_at = now()
    WHERE name = ${name} AND position = ${expected}::numeric`.execute(db);
  return result.numAffectedRows === 1n;
}

export async function readAllCheckpoints(db: Kysely<Database>): Promise<Map<string, Position>> {
  const rows = await sql<{ name: string; position: string }>`SELECT name, position::text AS position FROM projection_checkpoint`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, r.position]));
}
