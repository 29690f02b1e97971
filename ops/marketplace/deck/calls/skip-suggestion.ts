import { skipCard } from '../../../../command/marketplace/deck/skip-card';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function skipSuggestion(deps: ApiDeps, input: CallIn<'skipSuggestion'>, ctx: CallContext): Answer<'skipSuggestion'> {
  const skipped = await skipCard(deps, { objectId: input.objectId, histogramType: input.histogramType }, ctx.command);
  return replyTo(skipped, () => ({ skipped: true }));
}
