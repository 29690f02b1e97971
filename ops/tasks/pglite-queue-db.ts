import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';

type Rows = { rows: Record<string, unknown>[]; rowCount: number };

// pg-boss's custom database adapter over the embedded engine. PGlite is one connection: every
// statement takes its turn through kysely's serialized connection, so a queue statement never
// lands inside a command's open transaction. Statements with values go through the extended
// protocol; pg-boss's scripts without values hold several statements (BEGIN … COMMIT), which
// only the simple protocol (exec) runs. Hence, on this engine, never schedule a job from inside an
// open kysely transaction: the queue would wait for the connection that transaction holds.
export function pgliteQueueDb(pglite: PGlite, db: Kysely<Database>) {
  const run = async (text: string, values?: unknown[]): Promise<Rows> => {
    if (values?.length) {
      const result = await pglite.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    try {
      const results = await pglite.exec(text);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
    } catch (error) {
      // a failed script would leave its transaction open on the one connection everyone shares
      await pglite.exec('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  return {
    executeSql: (text: string, values?: unknown[]): Promise<Rows> => db.connection().execute(() => run(text, values)),
  };
}
