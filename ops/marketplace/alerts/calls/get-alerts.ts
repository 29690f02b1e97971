import { getAlerts as alertsOf } from '../../../../query/marketplace/alerts/get-alerts';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getAlerts(deps: ApiDeps, _input: CallIn<'getAlerts'>, ctx: CallContext): Answer<'getAlerts'> {
  return { alerts: await alertsOf(deps.db, signedIn(ctx).id) };
}
