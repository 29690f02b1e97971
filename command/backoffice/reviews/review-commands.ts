import type { DomainError } from '../../../contracts/core/errors';
import type { ReviewsEvent } from '../../../contracts/backoffice/reviews/events';
import { reviewCurationStreamId, reviewListingStreamId, reviewVideosStreamId } from '../../../contracts/backoffice/reviews/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { reviewItemExists } from './facts';
import { reviewCurationDecider, type CurationCommand, type CurationState } from './review-curation';
import { reviewImportDecider, type ImportCommand, type ImportState } from './review-imports';

type Without<C> = C extends unknown ? Omit<C, 'now'> : never;
export type ImportRequest = Without<ImportCommand>;

// One import, decided on its source's stream: the new and changed items in one event.
export async function importReviewItems(deps: CommandDeps, command: ImportRequest, ctx: CommandContext): Promise<Handled<ImportState, ReviewsEvent> | DomainError> {
  const streamId = command.type === 'ImportVideos' ? reviewVideosStreamId : reviewListingStreamId;
  return handleCommand(deps.store, streamId, reviewImportDecider, () => ({ ...command, now: deps.clock() }) as ImportCommand, metadataOf(ctx));
}

// Staff's extra data on an imported item, and the data of the person it is from.
export async function saveCuration(deps: CommandDeps, command: Omit<CurationCommand, 'now' | 'itemExists' | 'type'>, ctx: CommandContext): Promise<Handled<CurationState, ReviewsEvent> | DomainError> {
  return handleCommand(
    deps.store,
    reviewCurationStreamId,
    reviewCurationDecider,
    async () => ({ type: 'SaveCuration', ...command, itemExists: command.extra ? await reviewItemExists(deps, command.extra.kind, command.extra.id) : true, now: deps.clock() }) as CurationCommand,
    metadataOf(ctx),
  );
}
