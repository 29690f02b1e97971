import { sql } from 'kysely';
import type { EventType } from '../../../../contracts/events';
import { addPositionColumn, writtenBefore } from '../../../../projections/core/position-column';
import { defineProjection, type Projection, type ProjectionHandlers } from '../../../../projections/core/projection';

// A stand-in for one of the forty feature projections to come: it counts the events of the types
// it handles in a table of its own. The scaling benchmark registers forty of these on event types
// the measured command does not append, to show that a command's cost does not grow with them.
export function syntheticProjection(name: string, handles: readonly EventType[], options: { delayMs?: number; version?: number } = {}): Projection {
  const table = `synthetic_${name.replace(/\W/g, '_')}`;
  const handler = async (db: Parameters<NonNullable<ProjectionHandlers['FeedbackSent']>>[0], event: { type: string; position: string }) => {
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    await sql`INSERT INTO ${sql.table(table)} (type, seen, last_position) VALUES (${event.type}, 1, ${event.position}::numeric)
      ON CONFLICT (type) DO UPDATE SET seen = ${sql.table(table)}.seen + 1, last_position = excluded.last_position
      WHERE ${writtenBefore(sql`excluded.last_position`, table)}`.execute(db);
  };
  return defineProjection({
    name,
    version: options.version ?? 1,
    tables: [table],
    createTables: async (db) => {
      await db.schema
        .createTable(table)
        .ifNotExists()
        .addColumn('type', 'text', (c) => c.primaryKey())
        .addColumn('seen', 'integer', (c) => c.notNull())
        .$call(addPositionColumn)
        .execute();
    },
    handlers: Object.fromEntries(handles.map((type) => [type, handler])) as ProjectionHandlers,
  });
}

// Event types no benchmark command appends: the forty extra projections handle these.
export const otherEventTypes: readonly EventType[] = ['FeedbackSent', 'EmailConfirmed', 'PasswordResetRequested', 'PasswordChanged', 'ProjectionReplayRequested'];

export const syntheticProjections = (count: number, prefix = 'synthetic'): Projection[] =>
  Array.from({ length: count }, (_, i) => syntheticProjection(`${prefix}_${i}`, [otherEventTypes[i % otherEventTypes.length]!]));
