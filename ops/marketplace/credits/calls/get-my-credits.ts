import { getBalances, getPromotions, getUnlockedContacts } from '../../../../query/marketplace/credits/get-credits';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getMyCredits(deps: ApiDeps, _input: CallIn<'getMyCredits'>, ctx: CallContext): Answer<'getMyCredits'> {
  const { id } = signedIn(ctx);
  const [balances, contacts, promotes] = await Promise.all([getBalances(deps.db, id), getUnlockedContacts(deps.db, id), getPromotions(deps.db, id)]);
  return { ...balances, contacts, promotes };
}
