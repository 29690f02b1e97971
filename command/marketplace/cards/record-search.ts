import { encode } from '../../../contracts/events';
import { searchLogStreamId } from '../../../contracts/marketplace/cards/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import type { Appended } from '../../core/handle-command';

// term: already reduced to what may be kept (contracts/marketplace/cards/search-terms.ts)
export type RecordSearch = { histogramType: 'jobs' | 'resumes'; term: string };

export async function recordSearch(deps: CommandDeps, command: RecordSearch, ctx: CommandContext): Promise<Appended> {
  const searchedAt = deps.clock().toISOString();
  const appended = await deps.store.append(
    searchLogStreamId(command.histogramType, searchedAt.slice(0, 10)),
    [encode({ type: 'SearchRecorded', data: { histogramType: command.histogramType, term: command.term, searchedAt } }, metadataOf(ctx))],
    { expectedVersion: 'any' },
  );
  return { position: appended.position, types: ['SearchRecorded'] };
}
