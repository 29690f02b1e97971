import { nothingAppended } from '../../../../command/core/handle-command';
import { recordSearch as appendSearch } from '../../../../command/marketplace/cards/record-search';
import { searchTerm } from '../../../../contracts/marketplace/cards/search-terms';
import { reply, replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { repeatGuard } from '../repeat-guard';

const HOUR_MS = 3_600_000;
const searches = repeatGuard(HOUR_MS);

export async function recordSearch(deps: ApiDeps, input: CallIn<'recordSearch'>, ctx: CallContext): Answer<'recordSearch'> {
  const term = searchTerm(input.queryString);
  const searcher = ctx.session?.userId ?? 'nobody';
  if (!term || !searches.firstTime(`${searcher}:${input.histogramType}:${term}`, deps.clock())) return reply(nothingAppended, async () => ({ recorded: false }));
  const recorded = await appendSearch(deps, { histogramType: input.histogramType, term }, ctx.command);
  return replyTo(recorded, () => ({ recorded: true }));
}
