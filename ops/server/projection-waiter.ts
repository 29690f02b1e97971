import type { Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import { comparePositions, type Position } from '../../contracts/core/position';
import { readAllCheckpoints } from '../../projections/core/checkpoint';

// For API nodes without a local runner: poll the checkpoints until every projection has passed.
export function pollingWaiter(db: Kysely<Database>, names: readonly string[], intervalMs = 15) {
  return async (position: Position, timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await readAllCheckpoints(db);
      if (names.every((n) => comparePositions(checkpoints.get(n) ?? '0', position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
}
