import { getSitemapWords as readWords } from '../../../../query/marketplace/sitemap/get-sitemap-words';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getSitemapWords(deps: ApiDeps, _input: CallIn<'getSitemapWords'>, _ctx: CallContext): Answer<'getSitemapWords'> {
  return readWords(deps.db);
}
