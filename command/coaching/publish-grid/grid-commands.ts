import type { DomainError } from '../../../contracts/core/errors';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { publishGridStreamId } from '../../../contracts/coaching/publish-grid/ids';
import type { PublishGridEvent } from '../../../contracts/coaching/publish-grid/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, loadStream, type Handled } from '../../core/handle-command';
import { openCycle, publicationDecider } from '../publication/publication';
import { gridDecider, type Grid, type GridCommand } from './publish-grid';

type GridResult = Handled<Grid, PublishGridEvent> | DomainError;

// A change to the publish schedule that needs no fact from a client's publication.
export async function changeGrid(deps: CommandDeps, change: Exclude<GridCommand, { type: 'PlaceCell' }> extends infer C ? (C extends { now: Date } ? Omit<C, 'now'> : never) : never, ctx: CommandContext): Promise<GridResult> {
  return handleCommand(deps.store, publishGridStreamId, gridDecider, () => ({ ...change, now: deps.clock() }) as GridCommand, metadataOf(ctx));
}

export type PlaceOnGrid = { userId: string; part: number; publishTime: string; runAt: Date; movedCellId?: string };

// A client's part at a time of the grid: their publication says which cycle is open and which
// parts are out, read again on every attempt.
export async function placeOnGrid(deps: CommandDeps, command: PlaceOnGrid, ctx: CommandContext): Promise<GridResult & { cellId?: string }> {
  const newCellId = deps.newId();
  const result = await handleCommand(
    deps.store,
    publishGridStreamId,
    gridDecider,
    async () => {
      const publication = (await loadStream(deps.store, publicationStreamId(command.userId), publicationDecider)).state;
      const open = openCycle(publication);
      return { type: 'PlaceCell' as const, ...command, newCellId, openCycleId: open?.cycleId ?? null, partsSent: open?.sent ?? new Set<number>(), now: deps.clock() };
    },
    metadataOf(ctx),
  );
  return 'code' in result ? result : { ...result, cellId: newCellId };
}

// The addresses a publication's test is mailed to, as the grid's stream has them now.
export async function testAddresses(deps: CommandDeps): Promise<readonly string[]> {
  return (await loadStream(deps.store, publishGridStreamId, gridDecider)).state.emailsToSendTest;
}
