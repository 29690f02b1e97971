import { comparePositions, type Position } from '../../contracts/core/position';
import { readAllCheckpoints } from '../../projections/core/checkpoint';
import type { Db } from '../../projections/core/projection';

// For API nodes without a local runner: poll the checkpoints until the named projections have
// passed. Only projections that handle what the command appended are named, and those write their
// checkpoint with the batch that holds it, so the checkpoint in the table is enough.
export function pollingWaiter(db: Db, intervalMs = 10) {
  return async (position: Position, names: readonly string[], timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await readAllCheckpoints(db);
      if (names.every((n) => comparePositions(checkpoints.get(n)?.position ?? '0', position) >= 0)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
}
