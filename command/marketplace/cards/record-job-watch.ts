import { encode } from '../../../contracts/events';
import { jobWatchStreamId } from '../../../contracts/marketplace/cards/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

export type RecordJobWatch = { jobId: string };

// A look at a job is a fact with nothing to decide: appended whatever the stream holds.
export async function recordJobWatch(deps: CommandDeps, command: RecordJobWatch, ctx: CommandContext): Promise<Appended> {
  const watchedAt = deps.clock().toISOString();
  const appended = await deps.store.append(jobWatchStreamId(command.jobId), [encode({ type: 'JobWatched', data: { jobId: command.jobId, watchedAt } }, metadataOf(ctx))], {
    expectedVersion: 'any',
  });
  return { position: appended.position, types: ['JobWatched'] };
}
