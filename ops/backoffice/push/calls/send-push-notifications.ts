import { sendPush } from '../../../../command/backoffice/push/push-commands';
import { pushMessages } from '../../../../contracts/backoffice/push/messages';
import { said } from '../../../../contracts/core/messages';
import { getPushHistoryEntry } from '../../../../query/backoffice/push/get-push-history';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function sendPushNotifications(deps: ApiDeps, input: CallIn<'sendPushNotifications'>, ctx: CallContext): Answer<'sendPushNotifications'> {
  const sent = await sendPush(deps, input, ctx.command);
  return replyTo(sent, async ({ pushId, events, devices }) => {
    const recipients = events[0]?.type === 'PushNotificationSent' ? events[0].data.recipients : [];
    return { pushId, recipients: recipients.length, devices, entry: await getPushHistoryEntry(deps.db, pushId), ...said(pushMessages, 'PushSent', { recipients: recipients.length, devices }) };
  });
}
