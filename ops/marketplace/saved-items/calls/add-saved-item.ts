import { saveItem } from '../../../../command/marketplace/saved-items/save-item';
import { said } from '../../../../contracts/core/messages';
import { savedItemMessages } from '../../../../contracts/marketplace/saved-items/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { savedList } from '../saved-list';

export async function addSavedItem(deps: ApiDeps, input: CallIn<'addSavedItem'>, ctx: CallContext): Answer<'addSavedItem'> {
  const user = signedIn(ctx);
  const saved = await saveItem(deps, { userId: user.id, itemId: input.itemId, itemType: input.itemType, seeker: user.lookingforwork }, ctx.command);
  return replyTo(saved, async () => ({ list: await savedList(deps, user.id), ...said(savedItemMessages, 'ItemSaved') }));
}
