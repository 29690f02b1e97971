import type { DomainError } from '../../../contracts/core/errors';
import type { SitemapEvent } from '../../../contracts/marketplace/sitemap/events';
import { sitemapWordsStreamId } from '../../../contracts/marketplace/sitemap/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { sitemapWordsDecider, type SitemapWordsState } from './sitemap-words';

export async function saveSitemapWords(deps: CommandDeps, command: { words: readonly string[] }, ctx: CommandContext): Promise<Handled<SitemapWordsState, SitemapEvent> | DomainError> {
  return handleCommand(deps.store, sitemapWordsStreamId(), sitemapWordsDecider, async () => ({ type: 'Save' as const, words: command.words, now: deps.clock() }), metadataOf(ctx));
}
