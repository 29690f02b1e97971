import { getKpis } from '../../../../query/coaching/kpis/get-kpis';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getKpisData(deps: ApiDeps, _input: CallIn<'getKpisData'>, ctx: CallContext): Answer<'getKpisData'> {
  return getKpis(deps.db, subject(ctx), deps.clock());
}
