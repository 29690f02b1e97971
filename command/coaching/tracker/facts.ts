import type { CommandDeps } from '../../core/deps';

// Whether the publication cycle is one of the client's (publishing's read model).
export async function cycleOfClient(deps: CommandDeps, userId: string, cycleId: string): Promise<boolean> {
  const row = await deps.db.selectFrom('publish_cycle').select('cycle_id').where('cycle_id', '=', cycleId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
