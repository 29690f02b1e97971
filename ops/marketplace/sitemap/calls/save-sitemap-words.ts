import { saveSitemapWords as save } from '../../../../command/marketplace/sitemap/save-sitemap-words';
import { said } from '../../../../contracts/core/messages';
import { sitemapMessages } from '../../../../contracts/marketplace/sitemap/messages';
import { getSitemapWords } from '../../../../query/marketplace/sitemap/get-sitemap-words';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function saveSitemapWords(deps: ApiDeps, input: CallIn<'saveSitemapWords'>, ctx: CallContext): Answer<'saveSitemapWords'> {
  const saved = await save(deps, { words: input.words }, ctx.command);
  return replyTo(saved, async () => ({ ...(await getSitemapWords(deps.db)), ...said(sitemapMessages, 'SitemapWordsSaved') }));
}
