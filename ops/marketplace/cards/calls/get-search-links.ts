import { topCompanies, topSearches } from '../../../../query/marketplace/cards/get-search-links';
import type { Answer, ApiDeps, CallIn } from '../../../server/feature';

// The same for every visitor and slow to change: kept a minute per list, so a busy list page does
// not group the job table on every load.
const KEEP_MS = 60_000;
type Links = Awaited<Answer<'getSearchLinks'>>;
const keptBy = new WeakMap<ApiDeps, Map<string, { at: number; links: Links }>>();

export async function getSearchLinks(deps: ApiDeps, input: CallIn<'getSearchLinks'>): Answer<'getSearchLinks'> {
  const now = deps.clock();
  const kept = keptBy.get(deps) ?? new Map<string, { at: number; links: Links }>();
  keptBy.set(deps, kept);
  const hit = kept.get(input.histogramType);
  if (hit && now.getTime() - hit.at < KEEP_MS) return hit.links;
  const [peopleAlsoSearched, companies] = await Promise.all([topSearches(deps.db, input.histogramType, now), topCompanies(deps.db)]);
  const links = { peopleAlsoSearched, topCompanies: companies };
  kept.set(input.histogramType, { at: now.getTime(), links });
  return links;
}
