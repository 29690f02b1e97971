import { encode } from '../../../contracts/events';
import { projectionOpsStreamId } from '../../../contracts/backoffice/system/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

// Recorded so an auditor sees who rebuilt which read model and when; the runner that holds the
// projection acts on the request flag.
export async function recordReplayRequest(deps: CommandDeps, ctx: CommandContext, projection: string): Promise<Appended> {
  const requestedAt = deps.clock().toISOString();
  const appended = await deps.store.append(
    projectionOpsStreamId(projection),
    [encode({ type: 'ProjectionReplayRequested', data: { projection, requestedBy: ctx.userId, requestedAt } }, metadataOf(ctx))],
    { expectedVersion: 'any' },
  );
  return { position: appended.position, types: ['ProjectionReplayRequested'] };
}
