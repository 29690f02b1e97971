import { savePush } from '../../../../command/backoffice/push/push-commands';
import { pushMessages } from '../../../../contracts/backoffice/push/messages';
import { said } from '../../../../contracts/core/messages';
import { getPushHistoryEntry } from '../../../../query/backoffice/push/get-push-history';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function addPushNotificaitonHistory(deps: ApiDeps, input: CallIn<'addPushNotificaitonHistory'>, ctx: CallContext): Answer<'addPushNotificaitonHistory'> {
  const saved = await savePush(deps, input, ctx.command);
  return replyTo(saved, async ({ pushId }) => {
    const entry = await getPushHistoryEntry(deps.db, pushId);
    if (!entry) throw new Error(`the push ${pushId} is not in the history after the wait`);
    return { entry, ...said(pushMessages, 'PushSaved') };
  });
}
