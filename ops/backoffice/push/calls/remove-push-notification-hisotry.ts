import { removePushFromHistory } from '../../../../command/backoffice/push/push-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function removePushNotificationHisotry(deps: ApiDeps, input: CallIn<'removePushNotificationHisotry'>, ctx: CallContext): Answer<'removePushNotificationHisotry'> {
  return replyTo(await removePushFromHistory(deps, input.id, ctx.command), ({ pushId }) => ({ removed: pushId }));
}
