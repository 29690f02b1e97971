import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { savedList } from '../saved-list';

export async function getSavedItems(deps: ApiDeps, _input: CallIn<'getSavedItems'>, ctx: CallContext): Answer<'getSavedItems'> {
  return { list: await savedList(deps, signedIn(ctx).id) };
}
