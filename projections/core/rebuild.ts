import { sql, type Kysely } from 'kysely';
import type { EventStore } from '../../contracts/core/event-store';
import type { Database } from '../../contracts/database';
import { START, type Position } from '../../contracts/core/position';
import type { Projection } from './projection';

export type RebuildResult = { projection: string; events: number; handled: number; ms: number; position: Position };

// Builds the read model from position 0 into tables in a fresh schema, then swaps them in with the
// checkpoint in one transaction. The caller holds the projection's lock.
export async function rebuildProjection(store: EventStore, db: Kysely<Database>, projection: Projection, batchSize = 1000): Promise<RebuildResult> {
  const started = performance.now();
  const schema = `rebuild_${projection.name.replace(/\W/g, '_')}_${Date.now()}`;
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(db);
  try {
    await projection.createTables(db.withSchema(schema));
    let after: Position = START;
    let events = 0;
    let handled = 0;
    for (;;) {
      const batch = await store.readAll({ after, maxCount: batchSize });
      if (!batch.length) break;
      const relevant = batch.filter((e) => projection.handlers[e.type]);
      if (relevant.length)
        await db.transaction().execute(async (trx) => {
          const target = trx.withSchema(schema);
          for (const event of relevant) await projection.handlers[event.type]!(target, event);
        });
      after = batch.at(-1)!.position;
      events += batch.length;
      handled += relevant.length;
    }
    await db.transaction().execute(async (trx) => {
      for (const table of projection.tables) {
        await sql`DROP TABLE IF EXISTS public.${sql.id(table)} CASCADE`.execute(trx);
        await sql`ALTER TABLE ${sql.id(schema, table)} SET SCHEMA public`.execute(trx);
      }
      await sql`INSERT INTO projection_checkpoint (name, version, position) VALUES (${projection.name}, ${projection.version}, ${after}::numeric)
        ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = excluded.position, updated_at = now()`.execute(trx);
      await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(trx);
    });
    return { projection: projection.name, events, handled, ms: performance.now() - started, position: after };
  } catch (error) {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(db).catch(() => undefined);
    throw error;
  }
}
