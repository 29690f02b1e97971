import { actOnAlert } from '../../../../command/marketplace/alerts/alert-commands';
import { alertMessages } from '../../../../contracts/marketplace/alerts/messages';
import { said } from '../../../../contracts/core/messages';
import { getAlerts } from '../../../../query/marketplace/alerts/get-alerts';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function removeAlert(deps: ApiDeps, input: CallIn<'removeAlert'>, ctx: CallContext): Answer<'removeAlert'> {
  const userId = signedIn(ctx).id;
  const removed = await actOnAlert(deps, { type: 'RemoveAlert', alertId: input.alertId, userId, via: 'page' }, ctx.command);
  return replyTo(removed, async () => ({ alerts: await getAlerts(deps.db, userId), ...said(alertMessages, 'AlertRemoved') }));
}
