import type { CommandDeps } from '../../core/deps';

// The publish times and parts of the grid's cells still to be sent: a save must not take them away.
export async function waitingOnGrid(deps: Pick<CommandDeps, 'db'>): Promise<{ times: string[]; parts: number[] }> {
  const rows = await deps.db.selectFrom('publish_cell').select(['publish_time', 'part']).distinct().where('removed', '=', false).where('status', 'in', ['READY', 'publishing']).execute();
  return { times: [...new Set(rows.map((r) => r.publish_time))], parts: [...new Set(rows.map((r) => r.part))] };
}
