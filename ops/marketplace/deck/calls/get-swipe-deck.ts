import { getSwipeDeck as dealSwipeDeck } from '../../../../query/marketplace/deck/get-swipe-deck';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getSwipeDeck(deps: ApiDeps, input: CallIn<'getSwipeDeck'>, ctx: CallContext): Answer<'getSwipeDeck'> {
  return dealSwipeDeck(deps.db, subject(ctx), { ...input, now: deps.clock() });
}
