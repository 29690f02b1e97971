import { actOnAlert } from '../../../../command/marketplace/alerts/alert-commands';
import { alertMessages } from '../../../../contracts/marketplace/alerts/messages';
import { said } from '../../../../contracts/core/messages';
import { getAlerts } from '../../../../query/marketplace/alerts/get-alerts';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function setFrequency(deps: ApiDeps, input: CallIn<'setFrequency'>, ctx: CallContext): Answer<'setFrequency'> {
  const userId = signedIn(ctx).id;
  const set = await actOnAlert(deps, { type: 'SetAlertFrequency', alertId: input.alertId, userId, frequency: input.frequency }, ctx.command);
  return replyTo(set, async () => ({ alerts: await getAlerts(deps.db, userId), ...said(alertMessages, 'AlertFrequencySaved') }));
}
