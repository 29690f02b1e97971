import { unsaveItem } from '../../../../command/marketplace/saved-items/unsave-item';
import { said } from '../../../../contracts/core/messages';
import { savedItemMessages } from '../../../../contracts/marketplace/saved-items/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { savedList } from '../saved-list';

export async function removeSavedItem(deps: ApiDeps, input: CallIn<'removeSavedItem'>, ctx: CallContext): Answer<'removeSavedItem'> {
  const userId = signedIn(ctx).id;
  const removed = await unsaveItem(deps, { userId, itemId: input.itemId }, ctx.command);
  return replyTo(removed, async () => ({ list: await savedList(deps, userId), ...said(savedItemMessages, 'ItemUnsaved') }));
}
