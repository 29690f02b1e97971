import { encode } from '../../../contracts/events';
import { projectionOpsStreamId } from '../../../contracts/backoffice/system/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

export type RecordReplayRequest = { projection: string };

// Recorded so an auditor sees who rebuilt which read model and when; the runner that holds the
// projection acts on the request flag.
export async function recordReplayRequest(deps: CommandDeps, command: RecordReplayRequest, ctx: CommandContext): Promise<Appended> {
  const requestedAt = deps.clock().toISOString();
  const { projection } = command;
  const appended = await deps.store.append(
    projectionOpsStreamId(projection),
    [encode({ type: 'ProjectionReplayRequested', data: { projection, requestedBy: ctx.actor, requestedAt } }, metadataOf(ctx))],
    { expectedVersion: 'any' },
  );
  return { position: appended.position, types: ['ProjectionReplayRequested'] };
}
