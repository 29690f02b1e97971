import { nothingAppended } from '../../../../command/core/handle-command';
import { reply, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function removePushSubscription(deps: ApiDeps, input: CallIn<'removePushSubscription'>, ctx: CallContext): Answer<'removePushSubscription'> {
  const removed = await deps.db.deleteFrom('push_subscription').where('endpoint', '=', input.endpoint).where('user_id', '=', signedIn(ctx).id).executeTakeFirst();
  return reply(nothingAppended, async () => ({ removed: Number(removed.numDeletedRows) > 0 }));
}
