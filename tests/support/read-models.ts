import { sql, type Kysely } from 'kysely';
import type { EventStore } from '../../contracts/core/event-store';
import type { Database } from '../../contracts/database';
import type { Projection } from '../../projections/core/projection';
import { rebuildProjections } from '../../projections/core/rebuild';

type Db = Kysely<Database>;

// Every row of every table the projections own, by table, in a stable order (rows sorted by their
// JSON), so two states of the read models compare with one toEqual.
export async function readModelRows(db: Db, projections: readonly Projection[]): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of projections.flatMap((p) => p.tables)) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    tables[table] = rows.map((row) => JSON.stringify(row)).sort().map((row) => JSON.parse(row) as unknown);
  }
  return tables;
}

// Rebuilds the projections from the start of the log into fresh tables, swapped in. A rebuild
// quietly falls back to the handlers when a batch form throws; here that is a failure to report.
export async function rebuildThroughBatchForms(store: EventStore, db: Db, projections: readonly Projection[], batchSize?: number): Promise<string[]> {
  const failures: string[] = [];
  const watched = projections.map((p): Projection => {
    const applyBatch = p.applyBatch;
    if (!applyBatch) return p;
    return {
      ...p,
      applyBatch: async (into, events, live) => {
        try {
          await applyBatch(into, events, live);
        } catch (error) {
          failures.push(`${p.name}: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      },
    };
  });
  await rebuildProjections(store, db, watched, batchSize ? { batchSize } : {});
  return failures;
}

// The same through the handlers alone, event by event: what the batch forms must agree with.
export async function rebuildThroughHandlers(store: EventStore, db: Db, projections: readonly Projection[]): Promise<void> {
  await rebuildProjections(
    store,
    db,
    projections.map(({ applyBatch: _, ...handlersOnly }): Projection => handlersOnly),
  );
}
