import { sendTestPush } from '../../../../command/backoffice/push/push-commands';
import { pushMessages } from '../../../../contracts/backoffice/push/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function testPushNotification(deps: ApiDeps, input: CallIn<'testPushNotification'>, ctx: CallContext): Answer<'testPushNotification'> {
  const sent = await sendTestPush(deps, input, ctx.command);
  return replyTo(sent, async ({ pushId, devices }) => {
    return { pushId, recipients: 1, devices, entry: null, ...said(pushMessages, 'PushTestSent', { devices }) };
  });
}
